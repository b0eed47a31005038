// The local double of the marketing snippet's SDK for the demo and tests: it records how it was started.
window.exponea = {
  started: [],
  start(options) {
    this.started.push(options);
  },
};
