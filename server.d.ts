// server.js is a plain-JavaScript launcher with no exports (it checks the Node version first).
export {};
