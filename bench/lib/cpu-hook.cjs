// Preloaded (node --require) by the ESLint plugin row: writes the process's CPU time (user +
// system, in microseconds) to the file named by CMDLINT_BENCH_CPU when it exits.
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  writeFileSync(process.env.CMDLINT_BENCH_CPU, String(user + system));
});
