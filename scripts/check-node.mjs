#!/usr/bin/env node
// One clear line, before anything else runs, when this Node.js is not one the project supports.
// Run by `npm install` (preinstall), `npm start` and `npm test`. Keep it plain: it must run on old Nodes.
const [major, minor] = process.versions.node.split('.').map(Number);
const supported = major >= 24 || (major === 22 && minor >= 13);
if (!supported) {
  console.error(
    `This project needs Node.js 22.13+, 24 or 26 (LTS); this is Node.js ${process.versions.node}. ` +
      'Install a current LTS (https://nodejs.org), or on Linux x64 run: source scripts/use-node.sh 24',
  );
  process.exit(1);
}
