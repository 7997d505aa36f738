// The main run lints with the name characters as data (core's name-char-ranges.ts) rather than
// building the name regexes' Unicode property classes, the costliest part of a run on one small
// file with a localized name (about 13 million instructions; test/cli/startup-modules.test.ts
// keeps such a run free of them). Under a Unicode version other than the data's, the regexes
// are built as before.
import { useNameCharUnits } from '@cmdlint/core';
import { decodeNameCharRanges } from '@cmdlint/core/name-chars';

export function useNameCharData(): void {
  useNameCharUnits(() => decodeNameCharRanges(process.versions.unicode));
}
