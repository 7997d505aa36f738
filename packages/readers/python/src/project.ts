// The reader's options for a file from the dependency files above it (the contract's
// `projectOptions`: manifests nearest first, read by the files layer; this touches no disk).
import type { Manifest } from '@cmdlint/text';
import { dependenciesOf, type Dependencies } from './manifests.js';
import type { PythonReadOptions } from './reader.js';
import { mergedDependencies } from './versions.js';

export function pythonProjectOptions(manifests: readonly Manifest[]): PythonReadOptions {
  const files: Dependencies[] = [];
  for (const manifest of manifests) {
    if (manifest.text === undefined) continue;
    const found = dependenciesOf(manifest.name, manifest.text);
    if (found) files.push(found);
  }
  if (files.length === 0) return {};
  const dependencies = mergedDependencies(files);
  return { packages: new Set(dependencies.keys()), dependencies };
}
