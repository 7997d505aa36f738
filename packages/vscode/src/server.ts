// The server process the extension forks: the cmdlint language server, bundled whole.
import { startServer } from '@cmdlint/language-server';

startServer();
