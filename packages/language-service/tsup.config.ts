import { defineConfig } from 'tsup';
import { layerBuild } from '../../scripts/tsup-layer.mjs';

export default defineConfig(layerBuild({ platform: 'neutral' }));
