import postcss, { type Root } from 'postcss';
import sanitizeHtml from 'sanitize-html';

const words = (list: string) => list.trim().split(/\s+/);

// What a report may hold: the reports area's drawn report (tables, tiles, its stylesheet, ECharts' SVG charts, a
// data: logo) and ordinary document markup. Nothing that loads, embeds, navigates or runs.
const HTML_TAGS = words(`
  html head body title style main article section header footer nav aside address hgroup div span p br hr h1 h2 h3
  h4 h5 h6 blockquote pre code figure figcaption ul ol li dl dt dd details summary table caption colgroup col
  thead tbody tfoot tr th td a img b i u s strong em small sub sup mark abbr cite q time data dfn kbd samp var wbr
  bdi bdo del ins button label meter progress
`);
// htmlparser2 lowercases names; the browser's parser gives SVG elements their case back (clipPath, linearGradient).
// Not foreignObject, feImage, the animation elements (they can rewrite an href) or script.
const SVG_TAGS = words(`
  svg g defs symbol use path rect circle ellipse line polyline polygon text tspan textpath desc clippath mask
  pattern lineargradient radialgradient stop marker image filter feblend fecolormatrix fecomponenttransfer
  fecomposite fedropshadow feflood fefunca fefuncb fefuncg fefuncr fegaussianblur femerge femergenode femorphology
  feoffset
`);
const ATTRIBUTES = words(`
  class id style title lang dir role aria-* hidden colspan rowspan scope headers span align valign width height
  border src alt href xlink:href target rel start reversed type value datetime open min max low high optimum
  disabled xmlns xmlns:xlink version baseprofile viewbox preserveaspectratio x y x1 y1 x2 y2 cx cy r rx ry fx fy d
  points pathlength transform fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-dasharray
  stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit opacity paint-order vector-effect
  shape-rendering visibility display overflow color font-family font-size font-weight font-style text-anchor
  dominant-baseline alignment-baseline baseline-shift letter-spacing text-decoration text-rendering textlength
  lengthadjust dx dy rotate offset stop-color stop-opacity gradientunits gradienttransform spreadmethod
  patternunits patterncontentunits patterntransform clip-path clip-rule clippathunits mask maskunits
  maskcontentunits filter filterunits primitiveunits stddeviation flood-color flood-opacity in in2 result operator
  mode values k1 k2 k3 k4 radius tablevalues slope intercept amplitude exponent marker-start marker-mid marker-end
  markerwidth markerheight markerunits refx refy orient pointer-events xml:space
`);
/** At-rules a stylesheet keeps; @import, @namespace and anything unknown go. */
const AT_RULES = new Set(['media', 'page', 'supports', 'font-face', 'keyframes', '-webkit-keyframes', 'layer']);

const IMAGE_DATA_URL = /^data:image\/[\w.+-]+[;,]/i;
const LINK = /^(https?:|mailto:|tel:|#)/i;
const FRAGMENT = /^#/;

/** CSS escapes (`\75 rl(`, `\@import`) read as the characters they stand for, so a check sees what the browser sees. */
function unescapeCss(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
    })
    .replace(/\\(.)/gs, '$1');
}

/** Whether a value has a url() to anything but the document's own fragment (`#id`) or an inline data: URL. */
function hasRemoteUrl(text: string): boolean {
  for (const [, target = ''] of text.matchAll(/url\s*\(\s*['"]?([^'")\s]*)/gi)) {
    if (!/^(#|data:)/i.test(target)) return true;
  }
  return false;
}

/**
 * Whether a CSS value can make the browser fetch something: a remote url(), or a function that takes a URL as a
 * string (image-set("…") and the like; a report has no use for them).
 */
function hasRemoteReference(value: string): boolean {
  const text = unescapeCss(value).replace(/\/\*[\s\S]*?\*\//g, '');
  return /(image-set|image|cross-fade|element|src|paint)\s*\(/i.test(text) || hasRemoteUrl(text);
}

/** A stylesheet without @import (or any at-rule not listed) and without declarations that fetch. */
function cleanStylesheet(css: string): string {
  let root: Root;
  try {
    // ECharts wraps its SVG stylesheet in CDATA, which only an SVG parser reads as text.
    root = postcss.parse(css.replace(/^\s*<!\[CDATA\[/, '').replace(/\]\]>\s*$/, ''));
  } catch {
    return '';
  }
  root.walkAtRules((rule) => {
    if (!AT_RULES.has(rule.name.toLowerCase()) || hasRemoteReference(rule.params)) rule.remove();
  });
  root.walkDecls((declaration) => {
    if (hasRemoteReference(declaration.value)) declaration.remove();
  });
  // Inside <svg> a <style> holds markup to the browser: no tag may start in it.
  return root.toString().replace(/<(?=[a-z!/?])/gi, '\\3c ');
}

/** A style attribute's declarations without those that fetch; anything after a stray `}` is dropped. */
function cleanStyleAttribute(style: string): string {
  // Without a literal "(" there is no function call, escaped or not, so nothing to fetch (most inline styles).
  if (!style.includes('(') && !style.includes('}')) return style;
  let root: Root;
  try {
    root = postcss.parse(`x{${style}}`);
  } catch {
    return '';
  }
  const rule = root.first;
  if (rule?.type !== 'rule') return '';
  return rule.nodes
    .flatMap((node) =>
      node.type === 'decl' && !hasRemoteReference(node.value)
        ? [`${node.prop}:${node.value}${node.important ? ' !important' : ''}`]
        : [],
    )
    .join(';');
}

/** Where a URL attribute of this element may point: links anywhere, images inline, SVG references in the page. */
function urlAllowed(tag: string, value: string): boolean {
  const url = value.trim();
  if (tag === 'a') return LINK.test(url);
  if (tag === 'img' || tag === 'image') return IMAGE_DATA_URL.test(url);
  return FRAGMENT.test(url);
}

function keptAttributes(tag: string, attributes: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style') {
      const style = cleanStyleAttribute(value);
      if (style) kept[name] = style;
    } else if (name === 'src' || name === 'href' || name === 'xlink:href') {
      if (urlAllowed(tag, value)) kept[name] = value;
    } else if (!value.includes('(') || !hasRemoteUrl(unescapeCss(value))) {
      // SVG presentation attributes (fill, clip-path, filter, mask…) take url() references.
      kept[name] = value;
    }
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_TAGS, ...SVG_TAGS],
  allowedAttributes: { '*': ATTRIBUTES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel', 'data'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'xlink:href'],
  allowProtocolRelative: false,
  // The stylesheets are allowed on purpose: cleanStylesheet below rewrites each one.
  allowVulnerableTags: true,
  parseStyleAttributes: false,
  // Dropped with everything in them (other dropped tags keep their text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'template', 'iframe', 'noembed', 'noframes'],
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: keptAttributes(tagName, attribs) }) },
};

/**
 * Report HTML as it is stored, shown by the public viewer and rendered: an allow-list of elements and attributes
 * (no link, meta, base, frames, objects, scripts or event handlers), URLs only where they load nothing (links) or
 * are inline (data: images, the SVG's own #references), stylesheets without @import or remote url(). Always a
 * standards-mode document, as the console's reports are. Applying it twice changes nothing more.
 */
export function sanitizeReportHtml(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS);
  // sanitize-html passes an allowed <style>'s text through as it is (it has no hook for it): rewritten here. Its
  // output escapes `<` in text and attributes, so every "<style" in it opens a stylesheet.
  const styled = clean.replace(
    /<style([^>]*)>([\s\S]*?)<\/style>/gi,
    (_, attributes: string, css: string) => `<style${attributes}>${cleanStylesheet(css)}</style>`,
  );
  return `<!doctype html>${styled}`;
}
