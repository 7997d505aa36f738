// Whether a parse is a JavaScript or TypeScript source's. A module of its own, importing nothing
// at run time: the lint process (which ships without the LSP libraries) and the playground's page
// (which has no source parser) both reach it.
import type { JsonDocument } from '@cmdlint/text';
import type { SourceDocument } from '@cmdlint/text';

/** Whether a parse is a source's (the bodies its commands define), not JSON's. */
export function isSourceDocument(document: JsonDocument): document is SourceDocument {
  return 'bodies' in document;
}
