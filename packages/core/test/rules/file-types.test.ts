import { command, option, testRule } from '../rule-tester.js';

const attachment = (file_types: unknown): Record<string, unknown> => option({ type: 11, name: 'file', description: 'A file', file_types });
const withFileTypes = (file_types: unknown): Record<string, unknown> => command({ options: [attachment(file_types)] });
const extensions = (count: number): string[] => Array.from({ length: count }, (_, i) => `.e${i}`);

testRule('file-types', {
  valid: [
    { name: 'kinds and extensions', body: withFileTypes(['image', 'video', 'audio', '.pdf', '.tar.gz']) },
    { name: 'case-insensitive', body: withFileTypes(['IMAGE', 'Video', '.PDF']) },
    { name: 'exactly 10 entries', body: withFileTypes(extensions(10)) },
    { name: 'a dot followed by any one character', body: withFileTypes(['.7', '.é']) },
    { name: 'no file_types', body: command({ options: [option({ type: 11 })] }) },
    { name: 'an empty list', body: withFileTypes([]) },
    { name: 'entries that are not strings are the field-type rule\'s', body: withFileTypes([5]) },
    { name: 'file_types on a STRING option is the option-field-by-type rule\'s', body: command({ options: [option({ file_types: ['pdf'] })] }) },
  ],
  invalid: [
    {
      name: '11 entries',
      body: withFileTypes(extensions(11)),
      errors: [{ path: ['options', 0, 'file_types', 10], message: "Option \"file\" of /ping lists 11 file types; at most 10 are allowed, and entry 11 is the first past the limit: remove 1 (a kind such as \"image\" covers many extensions)." }],
    },
    {
      name: 'an extension without its dot: suggestion adds it',
      body: withFileTypes(['image', 'pdf']),
      errors: [
        {
          path: ['options', 0, 'file_types', 1],
          message: ['file type "pdf"', '"image", "video", "audio"', 'extension starting with a dot', 'use ".pdf"'],
          suggestions: [withFileTypes(['image', '.pdf'])],
        },
      ],
    },
    {
      name: 'a lone dot, an empty string and a glob have no suggestion',
      body: withFileTypes(['.', '', '*.png']),
      errors: [
        { path: ['options', 0, 'file_types', 0], message: ['"."'], suggestions: 0 },
        { path: ['options', 0, 'file_types', 1], message: ['""'], suggestions: 0 },
        { path: ['options', 0, 'file_types', 2], message: ['"*.png"'], suggestions: 0 },
      ],
    },
    {
      name: 'a MIME type is not a kind',
      body: withFileTypes(['image/png']),
      errors: [{ path: ['options', 0, 'file_types', 0], message: ['"image/png"'] }],
    },
    {
      name: 'too many and a bad entry: both reported',
      body: withFileTypes([...extensions(10), 'zip']),
      errors: [
        { path: ['options', 0, 'file_types', 10], message: ['11 file types'] },
        { path: ['options', 0, 'file_types', 10], message: ['"zip"', 'use ".zip"'], suggestions: 1 },
      ],
    },
    {
      name: 'inside a subcommand',
      body: command({ options: [{ type: 1, name: 'upload', description: 'Upload', options: [attachment(['docx'])] }] }),
      errors: [{ path: ['options', 0, 'options', 0, 'file_types', 0], message: ['Option "file" of /ping upload', '".docx"'], suggestions: 1 }],
    },
    {
      name: 'in an edit body',
      body: { options: [attachment(['mp3'])] },
      options: { kind: 'edit' },
      errors: [{ path: ['options', 0, 'file_types', 0], message: ['"mp3"'], suggestions: [{ options: [attachment(['.mp3'])] }] }],
    },
  ],
});
