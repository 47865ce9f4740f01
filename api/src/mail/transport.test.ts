import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createLocalSink } from './transport';

test('the local sink prints one line with the code and appends it to the mailbox file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'condo-mail-test-'));
  try {
    const lines: string[] = [];
    const sink = createLocalSink({ mailboxFile: join(dir, 'mailbox.log'), write: (line) => lines.push(line) });
    const { messageId } = await sink.send({
      to: { email: 'admin@demo.condo' },
      subject: 'Your Smart Condo Management sign-in code',
      text: 'Your code is 042917',
      tags: { code: '042917' },
    });
    assert.deepEqual(lines, [
      '[mail] to=admin@demo.condo subject="Your Smart Condo Management sign-in code" code=042917',
    ]);
    const mailbox = readFileSync(join(dir, 'mailbox.log'), 'utf8');
    assert.match(mailbox, /^\d{4}-\d\d-\d\dT[\d:.]+Z \[mail\] to=admin@demo\.condo subject="[^"]+" code=042917\n$/);
    assert.match(messageId, /@smartcondo\.local>$/);
    assert.equal(statSync(join(dir, 'mailbox.log')).mode & 0o777, 0o600, 'only its owner reads the codes');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a mailbox file that others could read becomes readable by its owner only', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'condo-mail-test-'));
  try {
    const mailboxFile = join(dir, 'mailbox.log');
    writeFileSync(mailboxFile, 'an older line with code=123456\n', { mode: 0o644 });
    createLocalSink({ mailboxFile, write: () => {} });
    assert.equal(statSync(mailboxFile).mode & 0o777, 0o600);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
