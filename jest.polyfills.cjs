// Runs before the test framework, inside each jsdom test environment.
// jsdom lacks some Web APIs that the browser and Node both have; take Node's.
const { TextDecoder, TextEncoder } = require('node:util');
const { webcrypto } = require('node:crypto');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
if (!globalThis.crypto?.subtle) {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true, writable: true });
}
if (typeof globalThis.structuredClone === 'undefined') {
  const v8 = require('node:v8');
  globalThis.structuredClone = (value) => (value === undefined ? undefined : v8.deserialize(v8.serialize(value)));
}

// antd's Select and Overflow schedule with MessageChannel, which jsdom lacks. A timer-backed channel keeps
// the message a macrotask (as in the browser) and works under jest's fake timers; Node's own would hold
// the worker open.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessagePort {
    onmessage = null;
    peer = null;
    postMessage(data) {
      const peer = this.peer;
      setTimeout(() => peer?.onmessage?.({ data }), 0);
    }
    addEventListener(type, listener) {
      if (type === 'message') this.onmessage = listener;
    }
    removeEventListener(type) {
      if (type === 'message') this.onmessage = null;
    }
    start() {}
    close() {
      this.onmessage = null;
    }
  }
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = new TimerMessagePort();
      this.port2 = new TimerMessagePort();
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  };
}
