import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { createRenderer } from './renderer';

const renderer = createRenderer({ concurrency: 1 });
after(() => renderer.close());

test('renders no more than `concurrency` at once; the others wait for a slot and then render', async () => {
  let most = 0;
  const watch = setInterval(() => {
    most = Math.max(most, renderer.rendering);
  }, 1);
  try {
    const pdfs = await Promise.all(['<p>One</p>', '<p>Two</p>', '<p>Three</p>'].map((html) => renderer.render(html)));
    for (const pdf of pdfs) assert.equal(pdf.subarray(0, 4).toString(), '%PDF');
  } finally {
    clearInterval(watch);
  }
  assert.equal(most, 1);
  assert.equal(renderer.rendering, 0);
});

test('the browser is launched on the first render and closed with the renderer', async () => {
  const own = createRenderer();
  assert.equal(own.launched, false);
  await own.render('<p>x</p>');
  assert.equal(own.launched, true);
  await own.close();
  await assert.rejects(own.render('<p>y</p>'), /closed/);
});
