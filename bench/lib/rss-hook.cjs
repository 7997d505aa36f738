// Preloaded (node --require) where GNU time is missing: writes the process's peak resident set
// size in kB to the file named by CMDLINT_BENCH_RSS when it exits.
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  writeFileSync(process.env.CMDLINT_BENCH_RSS, String(process.resourceUsage().maxRSS));
});
