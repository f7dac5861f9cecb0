/**
 * The only script a server-rendered public page loads before the visitor acts
 * (docs/decisions/0021). The page is already drawn and its links are plain <a href>; React (the
 * app entry, ~130 KB gzipped) is fetched and hydrates the page on the first sign of intent, so
 * first paint and the main thread stay free of it.
 *
 * Until React has taken over, a click on a control is held and replayed on the same element
 * afterwards, and text typed into a field is handed to React, so nothing the visitor did is lost.
 * Its own <script> tag says what to load: data-app-entry (the app), data-preload (the page's
 * route modules), data-hydrate ("intent", or "idle" for a page that is useless without React)
 * and data-hydrate-idle-if-stored (a localStorage key: when it holds something, such as a saved
 * draft the server could not draw, the page hydrates once idle instead of waiting).
 */

const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const root = document.documentElement;

/** Controls whose click does nothing without React: held until it has taken over. */
const heldClicks = 'button, [role="button"], summary, input[type="checkbox"], input[type="radio"]';
/** Hovering one of these is a sign the visitor is about to act. */
const hoverIntent = 'button, [role="button"], summary, input, select, textarea, label';

const intentEvents = ['touchstart', 'focusin'] as const;
/** A key that activates a button: the browser turns it into a click (detail 0) on that button. */
type ActivationKey = { key: string; code: string };
/** A held click; `key` when Enter or Space on the control made it, replayed as that key. */
const held: Array<{ control: HTMLElement; key: ActivationKey | null }> = [];
/** The last Enter or Space and where it was pressed, to tell a key's click from a pointer's. */
let pressed: (ActivationKey & { target: EventTarget | null }) | null = null;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** Each field's text as the visitor left it: hydration puts back the value React rendered. */
const typed = new Map<Field, string>();
let started = false;
/**
 * A press (a pointer or Enter/Space down) began before React took over and its click has not come
 * yet. React never saw the press, so a control that acts on it (a Radix menu button opens on
 * pointerdown) would take the click that ends it for nothing: that click is held and replayed too.
 */
let pressing = false;

const hydrated = () => root.dataset.hydrated === 'true';

function onIntent() {
  start();
}

function onPointerDown() {
  if (hydrated()) return endPress();
  pressing = true;
  start();
}

/**
 * The press React missed ended without a click (released off the control): the next press is
 * React's own. Checked at that next press, since a tap's click can come a task after its release.
 */
function endPress() {
  pressing = false;
  listen(false);
}

function onKeyDown(event: Event) {
  if (hydrated()) return endPress();
  pressed =
    event instanceof KeyboardEvent && (event.key === 'Enter' || event.key === ' ')
      ? { key: event.key, code: event.code, target: event.target }
      : null;
  if (pressed) pressing = true;
  start();
}

function onPointerOver(event: Event) {
  if (event.target instanceof Element && event.target.closest(hoverIntent)) start();
}

function onClick(event: Event) {
  const late = hydrated();
  if ((late && !pressing) || !(event.target instanceof Element)) return;
  pressing = false;
  const control = event.target.closest<HTMLElement>(heldClicks);
  // Links navigate without React (a full page load to a server-rendered page).
  if (!control || control.closest('a[href]')) {
    if (late) listen(false);
    return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  const byKey = event instanceof MouseEvent && event.detail === 0 && pressed?.target === control;
  held.push({ control, key: byKey ? pressed : null });
  pressed = null;
  // React took over during the press: the click it ends is handed over now.
  if (late) afterHydration();
  else start();
}

/**
 * Text or a file that reached a field is intent too, even with no key or pointer before it (a file
 * dropped on its input, a value filled in by the browser): React is brought in to check it.
 */
function onInput(event: Event) {
  const field = event.target;
  if (
    !hydrated() &&
    (field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement)
  ) {
    typed.set(field, field.value);
    start();
  }
}

const listen = (add: boolean) => {
  const method = add ? 'addEventListener' : 'removeEventListener';
  for (const type of intentEvents) document[method](type, onIntent, { capture: true, passive: true });
  document[method]('pointerdown', onPointerDown, { capture: true, passive: true });
  document[method]('keydown', onKeyDown, { capture: true, passive: true });
  document[method]('pointerover', onPointerOver, { capture: true, passive: true });
  document[method]('click', onClick, { capture: true });
  document[method]('input', onInput, { capture: true });
  document[method]('change', onInput, { capture: true });
};

/**
 * Gives React what the visitor typed before it took over: hydration puts back the value React
 * rendered (a controlled field) or leaves the text in place unseen by React, so React's value
 * tracker is made to see a change and the event React listens to is dispatched.
 */
function replayTyping(field: Field, value: string) {
  // A chosen file stays in its input through hydration and cannot be set by a script: React's
  // onChange only has to hear of it.
  if (field instanceof HTMLInputElement && field.type === 'file') {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const other = value === '' ? ' ' : '';
  const tracker = (field as Field & { _valueTracker?: { setValue(v: string): void } })._valueTracker;
  if (tracker && field.value === value) {
    // Hydration left the text in place (an uncontrolled field): React only has to notice it, so
    // only its tracker is told otherwise. Writing the text again would move the caret, and a url
    // or email field's setter strips the spaces the visitor typed at its ends.
    tracker.setValue(other);
  } else {
    const proto =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    const setNative = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    field.value = other;
    setNative?.call(field, value);
  }
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A click made by Enter or Space is replayed as that key first: components that act on the key
 * (a Radix menu button opens on keydown, and only then, knowing a keyboard is in use, puts focus
 * on its first item; a Radix checkbox ignores Enter) must hear it, or the visitor's first key does
 * something else than every later one. The click follows unless a handler took the key, as the
 * browser's own activation of a button does.
 */
function replayClick(control: HTMLElement, key: ActivationKey | null) {
  if (key) {
    const init = { key: key.key, code: key.code, bubbles: true, cancelable: true };
    const down = control.dispatchEvent(new KeyboardEvent('keydown', init));
    const up = control.dispatchEvent(new KeyboardEvent('keyup', init));
    if (!down || !up) return;
  }
  control.click();
}

function afterHydration() {
  // A press still down keeps the listeners until its click (or its release without one).
  if (!pressing) listen(false);
  for (const [field, value] of typed) if (field.isConnected) replayTyping(field, value);
  typed.clear();
  for (const { control, key } of held.splice(0)) if (control.isConnected) replayClick(control, key);
}

function start() {
  if (started || !tag?.dataset.appEntry) return;
  started = true;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  const observer = new MutationObserver(() => {
    if (!hydrated()) return;
    observer.disconnect();
    afterHydration();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  import(/* @vite-ignore */ tag.dataset.appEntry).catch(() => {
    // The app did not load (offline, a deploy replaced it): the page stays as drawn, its links
    // work, and held clicks are let go rather than swallowed for good.
    observer.disconnect();
    listen(false);
    held.length = 0;
  });
}

/** True when this browser holds what the page shows once React runs (a saved draft, say). */
function holdsStored(key: string | undefined): boolean {
  try {
    return key !== undefined && localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

if (hydrated()) afterHydration();
else {
  listen(true);
  if (tag?.dataset.hydrate === 'idle' || holdsStored(tag?.dataset.hydrateIdleIfStored)) {
    const whenIdle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(start, { timeout: 2000 })
        : setTimeout(start, 200);
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  }
}
