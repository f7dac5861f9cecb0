import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

/**
 * An uploaded SVG is parsed as strict XML with namespaces and judged against an allow-list:
 * SVG-namespace elements that draw, attributes that style or place them, references only inside
 * the document. Anything else (script, foreign namespaces such as XHTML, event handlers,
 * animations of handlers or links, foreignObject, external references, internal DTD subsets and
 * their entities, processing instructions) is refused. The download's sandbox headers stay as
 * the second wall.
 */

export type SvgVerdict = { ok: true } | { ok: false; reason: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

const filterPrimitives = [
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix',
  'feDiffuseLighting', 'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA',
  'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode',
  'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting', 'feSpotLight', 'feTile',
  'feTurbulence',
]; // prettier-ignore

const elements = new Set([
  'svg', 'g', 'defs', 'desc', 'title', 'metadata', 'symbol', 'use', 'image', 'switch', 'a', 'view',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath', 'linearGradient', 'radialGradient', 'stop', 'pattern',
  'clipPath', 'mask', 'marker', 'filter', 'style',
  'animate', 'animateMotion', 'animateTransform', 'set', 'mpath',
  ...filterPrimitives,
]); // prettier-ignore

const attributes = new Set([
  'id', 'class', 'style', 'lang', 'role', 'focusable', 'tabindex', 'transform', 'href',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'dx', 'dy', 'z',
  'width', 'height', 'd', 'points', 'pathLength', 'viewBox', 'preserveAspectRatio', 'version',
  'baseProfile', 'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-linecap',
  'stroke-linejoin', 'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-opacity',
  'opacity', 'color', 'display', 'visibility', 'overflow', 'clip', 'clip-path', 'clip-rule',
  'clipPathUnits', 'mask', 'maskUnits', 'maskContentUnits', 'filter', 'filterUnits',
  'primitiveUnits', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'offset', 'stop-color',
  'stop-opacity', 'patternUnits', 'patternContentUnits', 'patternTransform', 'marker-start',
  'marker-mid', 'marker-end', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY',
  'orient', 'font-family', 'font-size', 'font-size-adjust', 'font-weight', 'font-style',
  'font-variant', 'font-stretch', 'text-anchor', 'dominant-baseline', 'alignment-baseline',
  'baseline-shift', 'letter-spacing', 'word-spacing', 'text-decoration', 'writing-mode',
  'direction', 'unicode-bidi', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method',
  'spacing', 'side', 'mix-blend-mode', 'isolation', 'paint-order', 'vector-effect',
  'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation',
  'color-interpolation-filters', 'color-rendering', 'flood-color', 'flood-opacity',
  'lighting-color', 'enable-background', 'in', 'in2', 'result', 'stdDeviation', 'mode',
  'operator', 'k1', 'k2', 'k3', 'k4', 'values', 'type', 'tableValues', 'slope', 'intercept',
  'amplitude', 'exponent', 'kernelMatrix', 'order', 'divisor', 'bias', 'targetX', 'targetY',
  'edgeMode', 'preserveAlpha', 'surfaceScale', 'diffuseConstant', 'specularConstant',
  'specularExponent', 'kernelUnitLength', 'scale', 'xChannelSelector', 'yChannelSelector',
  'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'azimuth', 'elevation',
  'pointsAtX', 'pointsAtY', 'pointsAtZ', 'limitingConeAngle', 'attributeName', 'attributeType',
  'begin', 'dur', 'end', 'min', 'max', 'restart', 'repeatCount', 'repeatDur', 'calcMode',
  'keyTimes', 'keySplines', 'keyPoints', 'from', 'to', 'by', 'additive', 'accumulate', 'path',
  'requiredFeatures', 'requiredExtensions', 'systemLanguage', 'media',
]); // prettier-ignore

const animations = new Set(['animate', 'animateMotion', 'animateTransform', 'set']);

/** Control characters and whitespace browsers skip inside a URL scheme (`java\tscript:`). */
// eslint-disable-next-line no-control-regex
const squash = (v: string) => v.replace(/[\u0000-\u0020]+/g, '').toLowerCase();

/** In-document references, or a raster image embedded as data (it cannot carry script). */
function isLocalReference(target: string): boolean {
  const t = target.trim();
  return t.startsWith('#') || /^data:image\/(png|jpeg|gif|webp)[;,]/i.test(t);
}

/** CSS (a style attribute or a <style> element) that fetches, imports or runs something. */
function cssProblem(css: string): string | null {
  const squashed = squash(css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\\/g, ''));
  if (squashed.includes('@import')) return 'style imports another stylesheet';
  if (/expression\(|javascript:|-moz-binding|behavior:/.test(squashed)) return 'style runs script';
  for (const m of css.matchAll(/url\(\s*(["']?)([^)"']*)\1\s*\)/gi)) {
    if (!isLocalReference(m[2]!)) return `style references an outside resource (${m[2]!.slice(0, 60)})`;
  }
  if (/url\(/i.test(css) && !/url\(\s*["']?\s*(#|data:image\/)/i.test(css)) {
    return 'style references an outside resource';
  }
  return null;
}

function attributeProblem(tag: SaxesTagNS, attr: SaxesAttributeNS): string | null {
  const where = `<${tag.name} ${attr.name}>`;
  if (attr.uri === XMLNS_NS || attr.name === 'xmlns') return null;
  if (/^on/i.test(attr.local)) return `event handler attribute ${where}`;
  if (squash(attr.value).includes('javascript:') || squash(attr.value).includes('vbscript:')) {
    return `script URL in ${where}`;
  }
  let known: boolean;
  if (attr.uri === '') known = attributes.has(attr.local) || /^(data|aria)-[\w.-]+$/.test(attr.local);
  else if (attr.uri === XLINK_NS) known = attr.local === 'href' || attr.local === 'title';
  else if (attr.uri === XML_NS) known = attr.local === 'space' || attr.local === 'lang';
  else known = false;
  if (!known) return `attribute ${where} is not allowed`;
  if (attr.local === 'href' && !isLocalReference(attr.value)) return `external reference in ${where}`;
  if (attr.local === 'style') return cssProblem(attr.value);
  if (/url\(/i.test(attr.value)) return cssProblem(attr.value);
  if (attr.local === 'attributeName' && animations.has(tag.local)) {
    const target = attr.value.trim().replace(/^[\w-]+:/, '');
    if (/^on/i.test(target) || target.toLowerCase() === 'href' || target.toLowerCase() === 'style') {
      return `animation of ${attr.value} in <${tag.name}>`;
    }
  }
  return null;
}

/**
 * A file without the SVG namespace never renders as SVG (and nothing in no namespace runs), so
 * such old exports are judged by the same allow-list instead of being refused outright.
 */
const drawingNamespace = (uri: string) => uri === SVG_NS || uri === '';

function elementProblem(tag: SaxesTagNS): string | null {
  if (!drawingNamespace(tag.uri)) return `element <${tag.name}> is not in the SVG namespace`;
  if (!elements.has(tag.local)) return `element <${tag.name}> is not allowed`;
  for (const attr of Object.values(tag.attributes)) {
    const problem = attributeProblem(tag, attr);
    if (problem) return problem;
  }
  return null;
}

/** Judges a whole SVG file (at most a few MB, so it is parsed in one go). */
export function checkSvg(bytes: Uint8Array): SvgVerdict {
  let source: string;
  try {
    source = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'not UTF-8 text' };
  }
  let reason: string | null = null;
  let depth = 0;
  let sawRoot = false;
  const styleText: string[] = [];
  let inStyle = 0;
  const parser = new SaxesParser({ xmlns: true });
  const refuse = (why: string) => {
    reason ??= why;
    throw new SvgRefused();
  };
  parser.on('error', (err) => refuse(`not well-formed XML: ${err.message.split('\n')[0]}`));
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) refuse('DOCTYPE with an internal subset (entities)');
  });
  parser.on('processinginstruction', (pi) => refuse(`processing instruction <?${pi.target}?>`));
  parser.on('opentag', (tag) => {
    if (depth === 0) {
      if (sawRoot || !drawingNamespace(tag.uri) || tag.local !== 'svg')
        refuse('the root element is not <svg>');
      sawRoot = true;
    }
    depth++;
    const problem = elementProblem(tag);
    if (problem) refuse(problem);
    if (tag.local === 'style') inStyle++;
  });
  parser.on('closetag', (tag) => {
    depth--;
    if (tag.local === 'style') inStyle--;
  });
  const onText = (text: string) => {
    if (inStyle > 0) styleText.push(text);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  try {
    parser.write(source).close();
  } catch (err) {
    if (!(err instanceof SvgRefused)) throw err;
  }
  if (reason) return { ok: false, reason };
  if (!sawRoot) return { ok: false, reason: 'no <svg> element' };
  const css = cssProblem(styleText.join(''));
  return css ? { ok: false, reason: css } : { ok: true };
}

class SvgRefused extends Error {}
