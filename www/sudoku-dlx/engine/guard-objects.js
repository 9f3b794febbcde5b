// The wasm module's objects (a Counter, a Stepper, …) checked in JavaScript
// before their methods reach wasm. wasm-bindgen checks inside wasm that a
// method's object is still alive, and throws from there: an exception that
// leaves wasm that way skips the code that restores its stack pointer (48
// bytes a call), so some thousands of calls on a freed object would leave
// the module trapping on every call. And it does not check the object's
// class at all, so a method called on another class's object would read that
// object's memory as its own. So each method and getter first checks that
// its object is a live one of its class, and throws a TypeError if not;
// `free` of an object already freed does nothing.

/**
 * Puts the check in front of every method and accessor of every class
 * `module` (an initialised wasm-bindgen package) exports.
 * @param {object} module
 */
export function guardObjects(module) {
  for (const value of Object.values(module)) {
    if (typeof value !== 'function' || typeof value.prototype?.free !== 'function') continue;
    const Class = /** @type {new (...args: any[]) => { __wbg_ptr?: number }} */ (value);
    const prototype = Class.prototype;
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(prototype))) {
      // wasm-bindgen's own helpers (`__destroy_into_raw`) stay as they are.
      if (name === 'constructor' || name.startsWith('__')) continue;
      const live = name === 'free' ? liveOrFreed : alive;
      for (const part of /** @type {const} */ (['value', 'get', 'set'])) {
        const original = descriptor[part];
        if (typeof original !== 'function') continue;
        descriptor[part] = /** @this {unknown} @param {unknown[]} args */ function (...args) {
          return live(this, Class, name) ? original.apply(this, args) : undefined;
        };
      }
      Object.defineProperty(prototype, name, descriptor);
    }
  }
}

/**
 * Whether `object` is a live object of `Class`; throws a TypeError if not.
 * @param {unknown} object
 * @param {new (...args: any[]) => { __wbg_ptr?: number }} Class
 * @param {string} name the method's name, for the message
 */
function alive(object, Class, name) {
  if (!(object instanceof Class)) throw new TypeError(`${Class.name}.${name} needs a ${Class.name}`);
  if (!object.__wbg_ptr) throw new TypeError(`${Class.name}.${name}: the ${Class.name} was freed`);
  return true;
}

/**
 * For `free`: whether `object`, of `Class`, is still to be freed; throws a
 * TypeError for an object of another class.
 * @param {unknown} object
 * @param {new (...args: any[]) => { __wbg_ptr?: number }} Class
 * @param {string} name
 */
function liveOrFreed(object, Class, name) {
  if (!(object instanceof Class)) throw new TypeError(`${Class.name}.${name} needs a ${Class.name}`);
  return Boolean(object.__wbg_ptr);
}
