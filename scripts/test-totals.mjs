// Prints vitest's JSON report as one plain line, `N passed, N failed[, N skipped]`, so every CI log ends with the count.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'test-results/vitest.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`0 passed, 1 failed (no test report at ${file}: ${error.message})`);
  process.exit(0);
}
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
