import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sanitizeReportHtml } from './sanitize-html';

const REMOTE = 'http://127.0.0.1:9999';
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('sanitizeReportHtml: what a report may not hold', () => {
  const cases: [string, string][] = [
    ['link rel=prefetch', `<link rel="prefetch" href="${REMOTE}/prefetch">`],
    ['link rel=preconnect', `<link rel="preconnect" href="${REMOTE}">`],
    ['link rel=dns-prefetch', '<link rel="dns-prefetch" href="//leak.example">'],
    ['link rel=stylesheet', `<link rel="stylesheet" href="${REMOTE}/style.css">`],
    ['meta refresh', `<meta http-equiv="refresh" content="0;url=${REMOTE}/away">`],
    ['base href', `<base href="${REMOTE}/">`],
    ['iframe', `<iframe src="${REMOTE}/frame"></iframe>`],
    ['object', `<object data="${REMOTE}/object"></object>`],
    ['embed', `<embed src="${REMOTE}/embed">`],
    ['script', `<script src="${REMOTE}/script.js"></script><script>fetch('${REMOTE}/inline')</script>`],
    ['img src', `<img src="${REMOTE}/x.png">`],
    ['img srcset', `<img srcset="${REMOTE}/1x.png 1x, ${REMOTE}/2x.png 2x">`],
    ['protocol-relative img', '<img src="//127.0.0.1:9999/x.png">'],
    ['style attribute url()', `<div style="background:url(${REMOTE}/bg.png)">`],
    ['escaped url()', `<div style="background:\\75 rl(${REMOTE}/bg.png)">`],
    ['stylesheet url()', `<style>.a { background-image: url("${REMOTE}/bg.png") }</style>`],
    ['@import url', `<style>@import url(${REMOTE}/import.css);</style>`],
    ['@import string', `<style>@import "${REMOTE}/import.css";</style>`],
    ['escaped @import', `<style>@\\69mport "${REMOTE}/import.css";</style>`],
    ['@font-face src', `<style>@font-face { font-family: x; src: url(${REMOTE}/font.woff2) }</style>`],
    ['image-set()', `<style>.a { background: image-set("${REMOTE}/a.png" 1x) }</style>`],
    ['svg image', `<svg><image href="${REMOTE}/image.png"></image></svg>`],
    ['svg use', `<svg><use xlink:href="${REMOTE}/sprite.svg#icon"></use></svg>`],
    ['svg fill url()', `<svg><rect fill="url(${REMOTE}/paint.svg#g)"></rect></svg>`],
    ['svg feImage', `<svg><filter><feImage href="${REMOTE}/fe.png"></feImage></filter></svg>`],
    ['svg animation', `<svg><a><set attributeName="href" to="${REMOTE}/set"></set></a></svg>`],
    ['a ping', `<a href="https://example.com" ping="${REMOTE}/ping">x</a>`],
    ['video poster', `<video poster="${REMOTE}/poster.png"></video>`],
  ];
  for (const [name, html] of cases) {
    test(`${name}: nothing of the address is left`, () => {
      const clean = sanitizeReportHtml(`<p>Before</p>${html}<p>After</p>`);
      assert.doesNotMatch(clean, /127\.0\.0\.1|leak\.example/, clean);
      assert.match(clean, /<p>Before<\/p>/);
      assert.match(clean, /<p>After<\/p>/);
    });
  }

  test('event handlers, javascript: links and unknown elements go; their text stays', () => {
    const clean = sanitizeReportHtml(
      '<body onload="x()"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" onerror="x()">' +
        '<a href="javascript:x()">Link</a><svg onload="x()"><text onclick="x()">Label</text></svg>' +
        '<form action="/x"><input name="q"><button formaction="/y">Go</button></form></body>',
    );
    assert.doesNotMatch(clean, /on(load|error|click)|javascript:|<form|<input|formaction|action=/i, clean);
    assert.match(clean, /<a>Link<\/a>/);
    assert.match(clean, /<text>Label<\/text>/);
  });

  test('a stylesheet inside SVG cannot open an element (the browser reads markup there)', () => {
    const clean = sanitizeReportHtml(
      '<svg><style>.a{color:red} .b::after{content:"<img src=x onerror=alert(1)>"}</style></svg>' +
        '<svg><style>.c{color:red}<img src=x onerror=alert(1)></style></svg>',
    );
    assert.doesNotMatch(clean, /<img/i, clean);
    assert.match(clean, /\.a\{color:red\}/, 'a stylesheet that parses keeps its rules');
  });
});

describe('sanitizeReportHtml: what a drawn report keeps', () => {
  const report =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Smart Parking Report</title></head><body>' +
    '<article class="report" aria-label="Smart Parking Report"><style>\n.report { font-family: system-ui; color: #1f2328; }\n' +
    '.report-table th, .report-table td { border: 1px solid #d1d9e0; }\n@media print { .report { padding: 0; } }\n' +
    '.logo { background: url(data:image/png;base64,AAAA) no-repeat; }\n</style>' +
    `<header class="report-cover"><img src="${LOGO}" alt="Marina Bay logo"><h2>Smart Parking Report</h2></header>` +
    '<table class="report-table"><caption>Vehicles</caption><thead><tr><th scope="col">Type</th><th scope="col">Count</th></tr></thead>' +
    '<tbody><tr><td>Car</td><td colspan="1">118</td></tr></tbody></table>' +
    '<p><a href="https://service.example/alerts/7/details" target="_blank" rel="noreferrer">View</a></p>' +
    '<div aria-hidden="true"><svg width="680" height="300" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 680 300">' +
    '<defs><linearGradient id="g1"><stop offset="0" stop-color="#1f6feb"></stop></linearGradient>' +
    '<clipPath id="c1"><rect width="680" height="300"></rect></clipPath></defs>' +
    '<g clip-path="url(#c1)"><path d="M340 45A105 105 0 1 1 329 45.6Z" fill="url(#g1)" class="zr0-cls-1"></path>' +
    '<text dominant-baseline="central" style="font-size:12px;font-family:sans-serif;" transform="translate(381 269)">Car: 118</text></g>' +
    '<style><![CDATA[\n.zr0-cls-1:hover { cursor: pointer; }\n]]></style></svg></div></article></body></html>';

  test('its stylesheet, data: logo, table, links and inline SVG chart survive', () => {
    const clean = sanitizeReportHtml(report);
    assert.match(clean, /^<!doctype html><html lang="en"><head><title>Smart Parking Report<\/title><\/head><body>/);
    assert.match(clean, /\.report \{ font-family: system-ui; color: #1f2328; \}/);
    assert.match(clean, /@media print \{ \.report \{ padding: 0; \} \}/);
    assert.match(clean, /background: url\(data:image\/png;base64,AAAA\) no-repeat/);
    assert.ok(clean.includes(`<img src="${LOGO}" alt="Marina Bay logo" />`), 'the data: logo');
    assert.match(clean, /<th scope="col">Type<\/th>/);
    assert.match(clean, /<td colspan="1">118<\/td>/);
    assert.match(
      clean,
      /<a href="https:\/\/service\.example\/alerts\/7\/details" target="_blank" rel="noreferrer">View<\/a>/,
    );
    assert.match(clean, /<lineargradient id="g1"><stop offset="0" stop-color="#1f6feb"><\/stop><\/lineargradient>/);
    assert.match(clean, /<g clip-path="url\(#c1\)"><path d="M340 45A105 105 0 1 1 329 45.6Z" fill="url\(#g1\)"/);
    assert.match(clean, /<text dominant-baseline="central" style="font-size:12px;font-family:sans-serif;?" transform/);
    assert.match(clean, /\.zr0-cls-1:hover \{ cursor: pointer; \}/);
  });

  test('sanitising twice changes nothing more', () => {
    const once = sanitizeReportHtml(report);
    assert.equal(sanitizeReportHtml(once), once);
  });

  test('a fragment becomes a standards-mode document', () => {
    assert.equal(sanitizeReportHtml('<p>Plain</p>'), '<!doctype html><p>Plain</p>');
  });
});
