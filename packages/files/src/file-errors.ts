// Why a file could not be read or written, in words (the command line's and discovery's messages
// end with it): the error code a user can act on, else the system's own message.

/** `ENOENT` -> "no such file or directory", and so on; unknown codes give the error's message. */
export function fileErrorText(error: unknown): string {
  switch ((error as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a directory';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    // Only writes meet these two, and a write that meets them leaves the file as it was (write.ts).
    case 'EFBIG':
      return 'the file would exceed the file-size limit (nothing written)';
    case 'ENOSPC':
      return 'no space left on the device (nothing written)';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
