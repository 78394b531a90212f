// A Jest reporter for the test-runner: writes the aggregated results (Jest's `--json` shape) to the file named
// by STORIES_JSON_OUTPUT, so `npm test` can count the stories. The test-runner's own `--outputFile` takes no path.
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

class JsonReport {
  onRunComplete(_contexts, results) {
    const file = process.env.STORIES_JSON_OUTPUT;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(results));
  }
}

module.exports = JsonReport;
