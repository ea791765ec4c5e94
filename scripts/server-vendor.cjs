// React and the router for the pre-render (`SERVER_VENDOR` in cli/build/server-module.ts names them), bundled
// once with docsite (scripts/build.mjs, into lib/server-vendor.cjs) instead of into every site's server bundle, where
// they were four fifths of what esbuild read. A site's bundle names these specifiers as externals, and the
// pre-render hands it these instances (cli/build/server-module.ts).
module.exports = {
  react: require('react'),
  'react/jsx-runtime': require('react/jsx-runtime'),
  'react-dom': require('react-dom'),
  'react-dom/server': require('react-dom/server'),
  'react-router': require('react-router'),
  'react-router/dom': require('react-router/dom'),
  'react-router-dom': require('react-router-dom'),
};
