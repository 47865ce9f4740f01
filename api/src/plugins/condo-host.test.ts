import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compileHostTemplate } from './condo-host';

test('reads the condo from a host that fits the template, ignoring the port', () => {
  const condoOf = compileHostTemplate('{condo}.api.example.com');
  assert.equal(condoOf('marina-bay.api.example.com'), 'marina-bay');
  assert.equal(condoOf('Marina-Bay.API.example.com:8443'), 'marina-bay');
  assert.equal(condoOf('api.example.com'), undefined);
  assert.equal(condoOf('marina-bay.api.example.com.evil.test'), undefined);
  assert.equal(condoOf('a.b.api.example.com'), undefined, 'one label only');
  assert.equal(condoOf(undefined), undefined);
});

test('accepts a template written as a URL, and one with a port', () => {
  assert.equal(
    compileHostTemplate('https://{condo}.api.example.com/')('orchid-gardens.api.example.com'),
    'orchid-gardens',
  );
  const local = compileHostTemplate('{condo}.localhost:4000');
  assert.equal(local('marina-bay.localhost:4000'), 'marina-bay');
  assert.equal(local('marina-bay.localhost:5000'), undefined);
});

test('no template resolves nothing; a template without {condo} is a configuration error', () => {
  assert.equal(compileHostTemplate(undefined)('marina-bay.api.example.com'), undefined);
  assert.throws(() => compileHostTemplate('api.example.com'), /must contain \{condo\}/);
});
