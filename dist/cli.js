#!/usr/bin/env node
import { createRequire as __fbcCreateRequire } from 'node:module';
const require = __fbcCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key2 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key2) && key2 !== except)
        __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code3) {
        super();
        this._items = typeof code3 === "string" ? [code3] : code3;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code3 = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code3, args[i]);
        code3.push(strs[++i]);
      }
      return new _Code(code3);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str3(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str3;
    function addCodeArg(code3, arg) {
      if (arg instanceof _Code)
        code3.push(...arg._items);
      else if (arg instanceof Name)
        code3.push(arg);
      else
        code3.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str3`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key2) {
      return typeof key2 == "string" && exports.IDENTIFIER.test(key2) ? new _Code(`.${key2}`) : _`[${key2}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key2) {
      if (typeof key2 == "string" && exports.IDENTIFIER.test(key2)) {
        return new _Code(`${key2}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key2}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values = this._values) {
        return this._reduceValues(values, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values = this._values, usedValues, getCode) {
        return this._reduceValues(values, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values, valueCode, usedValues = {}, getCode) {
        let code3 = code_1.nil;
        for (const prefix in values) {
          const vs = values[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code3 = (0, code_1._)`${code3}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code3 = (0, code_1._)`${code3}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code3;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code3) {
        super();
        this.code = code3;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants) {
        this.code = optimizeExpr(this.code, names, constants);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code3, n) => code3 + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code3 = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code3 += "else " + this.else.render(opts);
        return code3;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        if (!(super.optimizeNames(names, constants) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants) {
        if (!super.optimizeNames(names, constants))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code3 = "try" + super.render(opts);
        if (this.catch)
          code3 += this.catch.render(opts);
        if (this.finally)
          code3 += this.finally.render(opts);
        return code3;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants) {
        var _a, _b;
        super.optimizeNames(names, constants);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code3 = ["{"];
        for (const [key2, value] of keyValues) {
          if (code3.length > 1)
            code3.push(",");
          code3.push(key2);
          if (key2 !== value || this.opts.es5) {
            code3.push(":");
            (0, code_1.addCodeArg)(code3, value);
          }
        }
        code3.push("}");
        return new code_1._Code(code3);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items.push(...c._items);
        else
          items.push(c);
        return items;
      }, []));
      function replaceName(n) {
        const c = constants[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key2 in schema) {
        if (!rules[key2])
          checkStrictMode(it, `unknown keyword: "${key2}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key2 in schema)
        if (rules[key2])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES2) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key2 in schema)
        if (key2 !== "$ref" && RULES2.all[key2])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str3) {
      return unescapeJsonPointer(decodeURIComponent(str3));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str3) {
      return encodeURIComponent(escapeJsonPointer(str3));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str3) {
      if (typeof str3 == "number")
        return `${str3}`;
      return str3.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str3) {
      return str3.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items) => gen.var("items", items)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props2 = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props2, ps);
      return props2;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props2, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props2}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items } = it.schema;
      if (ty === "object" && properties) {
        for (const key2 in properties) {
          assignDefault(it, key2, properties[key2].default);
        }
      } else if (ty === "array" && Array.isArray(items)) {
        items.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate2 = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate2);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key2 = keys[i];
          if (!equal(a[key2], b[key2])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key2 in schema) {
          var sch = schema[key2];
          if (Array.isArray(sch)) {
            if (key2 in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key2 + "/" + i, rootSchema, jsonPtr, key2, schema, i);
            }
          } else if (key2 in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key2 + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key2, schema, prop);
            }
          } else if (key2 in traverse.keywords || opts.allKeys && !(key2 in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key2, rootSchema, jsonPtr, key2, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str3) {
      return str3.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key2 in schema) {
        if (REF_KEYWORDS.has(key2))
          return true;
        const sch = schema[key2];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key2 in schema) {
        if (key2 === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key2))
          continue;
        if (typeof schema[key2] == "object") {
          (0, util_1.eachItem)(schema[key2], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id = "", normalize) {
      if (normalize !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key2 in schema)
        if (self.RULES.all[key2])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props: props2, items }) {
      if (props2 instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props2);
      if (items instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES: RULES2 } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES2))) {
        gen.block(() => keywordCode(it, "$ref", RULES2.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES2.rules)
          groupKeywords(group);
        groupKeywords(RULES2.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate2 = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate2 });
        validate2.errors = null;
        validate2.schema = sch.schema;
        validate2.schemaEnv = sch;
        if (sch.$async)
          validate2.$async = true;
        if (this.opts.code.source === true) {
          validate2.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props: props2, items } = schemaCxt;
          validate2.evaluated = {
            props: props2 instanceof codegen_1.Name ? void 0 : props2,
            items: items instanceof codegen_1.Name ? void 0 : items,
            dynamicProps: props2 instanceof codegen_1.Name,
            dynamicItems: items instanceof codegen_1.Name
          };
          if (validate2.source)
            validate2.source.evaluated = (0, codegen_1.stringify)(validate2.evaluated);
        }
        sch.validate = validate2;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve4.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve4(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code3 = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code3 = input[i].charCodeAt(0);
        if (code3 === 48) {
          continue;
        }
        if (!(code3 >= 48 && code3 <= 57 || code3 >= 65 && code3 <= 70 || code3 >= 97 && code3 <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code3 = input[i].charCodeAt(0);
        if (!(code3 >= 48 && code3 <= 57 || code3 >= 65 && code3 <= 70 || code3 >= 97 && code3 <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str3, token) {
      let ind = 0;
      for (let i = 0; i < str3.length; i++) {
        if (str3[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path) {
      let input = path;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path) {
      if (path === "" || path[0] === "/") {
        return removeDotSegments(path);
      }
      const segments = path.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP) {
      const re = isIP ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code3 = input.charCodeAt(i);
          if (code3 < 128) {
            output += isEscapeSafe(code3) ? ch : BYTE_HEX[code3];
          } else if (code3 < 55296 || code3 > 57343) {
            output += percentEncodeNonAscii(code3);
          } else if (code3 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code3 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code3 = input.charCodeAt(i);
          if (code3 < 128) {
            output += BYTE_HEX[code3];
          } else if (code3 < 55296 || code3 > 57343) {
            output += percentEncodeNonAscii(code3);
          } else if (code3 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code3 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code3 = input.charCodeAt(i);
          if (code3 < 128) {
            output += BYTE_HEX[code3];
          } else if (code3 < 55296 || code3 > 57343) {
            output += percentEncodeNonAscii(code3);
          } else if (code3 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code3 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            const normalizedHex = hex.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code3 = input.charCodeAt(i);
          if (code3 < 128) {
            output += isEscapeSafe(code3) ? ch : BYTE_HEX[code3];
          } else if (code3 < 55296 || code3 > 57343) {
            output += percentEncodeNonAscii(code3);
          } else if (code3 <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code3 - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex = input.slice(i + 1, i + 3);
          if (isHexPair(hex)) {
            output += "%" + hex.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path && path !== "/" ? path : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse5(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve4(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative4, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse5(serialize(base, options), options);
        relative4 = parse5(serialize(relative4, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative4.scheme) {
        target.scheme = relative4.scheme;
        target.userinfo = relative4.userinfo;
        target.host = relative4.host;
        target.port = relative4.port;
        target.path = removeDotSegments(relative4.path || "");
        target.query = relative4.query;
      } else {
        if (relative4.userinfo !== void 0 || relative4.host !== void 0 || relative4.port !== void 0) {
          target.userinfo = relative4.userinfo;
          target.host = relative4.host;
          target.port = relative4.port;
          target.path = removeDotSegments(relative4.path || "");
          target.query = relative4.query;
        } else {
          if (!relative4.path) {
            target.path = base.path;
            if (relative4.query !== void 0) {
              target.query = relative4.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative4.path[0] === "/") {
              target.path = removeDotSegments(relative4.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative4.path;
              } else if (!base.path) {
                target.path = relative4.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative4.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative4.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative4.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed2, matches) {
      if (matches[2] !== void 0 && parsed2.path && parsed2.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed2.port === "number" && (parsed2.port < 0 || parsed2.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed2, options, schemeHandler, isIP) {
      if (hasForbiddenDomainHost(parsed2, options, schemeHandler, isIP)) {
        parsed2.error = parsed2.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed2.host && !isIPLiteral(parsed2.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP === false && nonSimpleDomain(parsed2.host)) {
        let url;
        try {
          url = new URL("http://" + parsed2.host);
        } catch (e) {
          parsed2.error = parsed2.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed2.error = parsed2.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed2.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed2, options, schemeHandler, isIP) {
      return Boolean(
        parsed2.host && isIP === false && !isIPLiteral(parsed2.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed2.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed2 = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed2.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed2.error = parsed2.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed2.error = parsed2.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed2.scheme = matches[1];
        parsed2.userinfo = matches[3];
        parsed2.host = matches[4];
        parsed2.port = parseInt(matches[5], 10);
        parsed2.path = matches[6] || "";
        parsed2.query = matches[7];
        parsed2.fragment = matches[8];
        if (parsed2.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed2.scheme)) {
            parsed2.scheme = parsed2.scheme.toLowerCase();
          } else {
            parsed2.error = parsed2.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed2.error = parsed2.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed2.port)) {
          parsed2.port = matches[5];
        }
        const parseError = getParseError(parsed2, matches);
        if (parseError !== void 0) {
          parsed2.error = parsed2.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed2.host) {
          const ipv4result = isIPv4(parsed2.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed2.host);
            const hasIPLiteralBracket = parsed2.host.indexOf("[") !== -1 || parsed2.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed2.host);
            isIP = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed2.host = isIP ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed2.error = parsed2.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP = true;
          }
        }
        if (parsed2.scheme === void 0 && parsed2.userinfo === void 0 && parsed2.host === void 0 && parsed2.port === void 0 && parsed2.query === void 0 && !parsed2.path) {
          parsed2.reference = "same-document";
        } else if (parsed2.scheme === void 0) {
          parsed2.reference = "relative";
        } else if (parsed2.fragment === void 0) {
          parsed2.reference = "absolute";
        } else {
          parsed2.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed2.reference) {
          parsed2.error = parsed2.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed2.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed2, options, schemeHandler, isIP);
        }
        if (uri.indexOf("%") !== -1 && parsed2.host !== void 0 && !malformedIPLiteral) {
          let host = isIP ? parsed2.host : normalizePercentEncoding(parsed2.host, true);
          if (!isIP) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed2.host = isIP || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed2.path) {
            parsed2.path = normalizePathEncoding(parsed2.path);
          }
          if (parsed2.query) {
            parsed2.query = normalizeQueryFragmentEncoding(parsed2.query);
          }
          if (parsed2.fragment) {
            parsed2.fragment = normalizeQueryFragmentEncoding(parsed2.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed2, options);
          if (schemeHandler === SCHEMES.urn && parsed2.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed2.error = parsed2.error || "URI can not be parsed.";
      }
      return { parsed: parsed2, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse5(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed: parsed2, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed2, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize,
      resolve: resolve4,
      resolveComponent,
      equal,
      serialize,
      parse: parse5
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str3, flags) => new RegExp(str3, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv2 = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key2, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key2 = (0, resolve_1.normalizeId)(key2 || id);
        this._checkUnique(key2);
        this.schemas[key2] = this._addSchema(schema, _meta, key2, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key2, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key2, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES: RULES2 } = this;
        delete RULES2.keywords[keyword];
        delete RULES2.all[keyword];
        for (const group of RULES2.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text, msg) => text + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key2 in rules) {
            const rule = rules[key2];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key2];
            if ($data && schema)
              keywords[key2] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv2.ValidationError = validation_error_1.default;
    Ajv2.MissingRefError = ref_error_1.default;
    exports.default = Ajv2;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key2 in checkOpts) {
        const opt = key2;
        if (opt in options)
          this.logger[log](`${msg}: option ${key2}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key2 in optsSchemas)
          this.addSchema(optsSchemas[key2], key2);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
          this.addFormat(name, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES: RULES2 } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES2.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES: RULES2 } = this;
      let ruleGroup = post ? RULES2.post : RULES2.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES2.rules.push(ruleGroup);
      }
      RULES2.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES2.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props2 = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props2, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str3) {
      const len = str3.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str3.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str3.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props2 = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props2 === null || props2 === void 0 ? void 0 : props2[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items } = parentSchema;
        if (!Array.isArray(items)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items);
      }
    };
    function validateAdditionalItems(cxt, items) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count) {
          gen.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key2 in schema) {
        if (key2 === "__proto__")
          continue;
        const deps = Array.isArray(schema[key2]) ? propertyDeps : schemaDeps;
        deps[key2] = schema[key2];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key2) => {
          cxt.setParams({ propertyName: key2 });
          cxt.subschema({
            keyword: "propertyNames",
            data: key2,
            dataTypes: ["string"],
            propertyName: key2,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props2 = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key2) => {
            if (!props2.length && !patProps.length)
              additionalPropertyCode(key2);
            else
              gen.if(isAdditional(key2), () => additionalPropertyCode(key2));
          });
        }
        function isAdditional(key2) {
          let definedProp;
          if (props2.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key2);
          } else if (props2.length) {
            definedProp = (0, codegen_1.or)(...props2.map((p) => (0, codegen_1._)`${key2} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key2})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key2) {
          gen.code((0, codegen_1._)`delete ${data}[${key2}]`);
        }
        function additionalPropertyCode(key2) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key2);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key2 });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key2, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key2);
              });
            } else {
              applyAdditionalSchema(key2, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key2, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key2,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props: props2 } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key2) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key2})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key2,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props2 !== true) {
                gen.assign((0, codegen_1._)`${props2}[${key2}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code3 = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code: code3 });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf.length; i++) {
            let sch = oneOf[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv2 = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv2;
    module.exports = exports = Ajv2;
    module.exports.Ajv = Ajv2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv2;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap4 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar3 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq4 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar3(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias2;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap4;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar3;
    exports.isSeq = isSeq4;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key2, node, visitor, path) {
      const ctrl = callVisitor(key2, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key2, path, ctrl);
        return visit_(key2, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key2, node, visitor, path) {
      const ctrl = await callVisitor(key2, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key2, path, ctrl);
        return visitAsync_(key2, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key2, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key2, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key2, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key2, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key2, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key2, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key2, node, path);
      return void 0;
    }
    function replaceNode(key2, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key2] = node;
      } else if (identity.isPair(parent)) {
        if (key2 === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key2, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key2, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key2, ...rest] = path;
          const node = this.get(key2, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key2, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key2}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key2, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key2);
        const node = this.get(key2, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key2}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key2, ...rest] = path;
        const node = this.get(key2, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key2, ...rest] = path;
        if (rest.length === 0)
          return this.has(key2);
        const node = this.get(key2, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key2, ...rest] = path;
        if (rest.length === 0) {
          this.set(key2, value);
        } else {
          const node = this.get(key2, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key2, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key2}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str3) => str3.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str3, indent, comment) => str3.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str3.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold2 = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold2 === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold2])
            res += `${text[fold2]}\\`;
          res += `
${indent}${text.slice(fold2 + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str3) => /^(%|---|\.\.\.)/m.test(str3);
    function lineLengthOverLimit(str3, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str3.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str3[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str3 = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str3 += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str3 += json.slice(start, i);
                const code3 = json.substr(i + 2, 4);
                switch (code3) {
                  case "0000":
                    str3 += "\\0";
                    break;
                  case "0007":
                    str3 += "\\a";
                    break;
                  case "000b":
                    str3 += "\\v";
                    break;
                  case "001b":
                    str3 += "\\e";
                    break;
                  case "0085":
                    str3 += "\\N";
                    break;
                  case "00a0":
                    str3 += "\\_";
                    break;
                  case "2028":
                    str3 += "\\L";
                    break;
                  case "2029":
                    str3 += "\\P";
                    break;
                  default:
                    if (code3.substr(0, 2) === "00")
                      str3 += "\\x" + code3.substr(2);
                    else
                      str3 += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str3 += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str3 += "\n";
                  i += 2;
                }
                str3 += indent;
                if (json[i + 2] === " ")
                  str3 += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str3 = start ? str3 + json.slice(start) : json;
      return implicitKey ? str3 : foldFlowLines.foldFlowLines(str3, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str3 = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str3);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str3 : foldFlowLines.foldFlowLines(str3, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props2 = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props2.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props2.push(doc.directives.tagString(tag));
      return props2.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props2 = stringifyProps(node, tagObj, ctx);
      if (props2.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props2.length + 1;
      const str3 = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props2)
        return str3;
      return identity.isScalar(node) || str3[0] === "{" || str3[0] === "[" ? `${props2} ${str3}` : `${props2}
${ctx.indent}${str3}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key: key2, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key2) && key2.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key2) || !identity.isNode(key2) && typeof key2 === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key2 || keyComment && value == null && !ctx.inFlow || identity.isCollection(key2) || (identity.isScalar(key2) ? key2.type === Scalar.Scalar.BLOCK_FOLDED || key2.type === Scalar.Scalar.BLOCK_LITERAL : typeof key2 === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str3 = stringify.stringify(key2, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str3.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str3 === "" ? "?" : explicitKey ? `? ${str3}` : str3;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str3 = `? ${str3}`;
        if (keyComment && !keyCommentDone) {
          str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str3;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(keyComment));
        str3 = `? ${str3}
${indent}:`;
      } else {
        str3 = `${str3}:`;
        if (keyComment)
          str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str3.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str3 += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str3 += stringifyComment.lineComment(str3, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str3;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey2 = (ctx, key2) => (merge.identify(key2) || identity.isScalar(key2) && (!key2.type || key2.type === Scalar.Scalar.PLAIN) && merge.identify(key2.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key2, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key2))
            map.set(key2, value2);
        } else if (map instanceof Set) {
          map.add(key2);
        } else if (!Object.prototype.hasOwnProperty.call(map, key2)) {
          Object.defineProperty(map, key2, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey2;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key: key2, value }) {
      if (identity.isNode(key2) && key2.addToJSMap)
        key2.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key2))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key2, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key2, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key2, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key2) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key2.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key2, value, ctx) {
      const k = createNode.createNode(key2, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key2, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key2;
        this.value = value;
      }
      clone(schema) {
        let { key: key2, value } = this;
        if (identity.isNode(key2))
          key2 = key2.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key2, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str4 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str4 += stringifyComment.lineComment(str4, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str4);
      }
      let str3;
      if (lines.length === 0) {
        str3 = flowChars.start + flowChars.end;
      } else {
        str3 = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str3 += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str3 += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str3;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str3 = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str3.includes("\n"));
        if (i < items.length - 1) {
          str3 += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str3.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str3 += ",";
          }
        }
        if (comment)
          str3 += stringifyComment.lineComment(str3, itemIndent, commentString(comment));
        lines.push(str3);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str3 = start;
          for (const line of lines)
            str3 += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str3}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key2) {
      const k = identity.isScalar(key2) ? key2.value : key2;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key2 || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add2 = (key2, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key2, value);
          else if (Array.isArray(replacer) && !replacer.includes(key2))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key2, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key2, value] of obj)
            add2(key2, value);
        } else if (obj && typeof obj === "object") {
          for (const key2 of Object.keys(obj))
            add2(key2, obj[key2]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key2) {
        const it = findPair(this.items, key2);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key2, keepScalar) {
        const it = findPair(this.items, key2);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key2) {
        return !!findPair(this.items, key2);
      }
      set(key2, value) {
        this.add(new Pair.Pair(key2, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key2) {
        const idx = asItemIndex(key2);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key2, keepScalar) {
        const idx = asItemIndex(key2);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key2) {
        const idx = asItemIndex(key2);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key2, value) {
        const idx = asItemIndex(key2);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key2}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key2 = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key2, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key2) {
      let idx = identity.isScalar(key2) ? key2.value : key2;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str3) => str3,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str3) => new Scalar.Scalar(str3[0] === "t" || str3[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str3) => str3.slice(-3).toLowerCase() === "nan" ? NaN : str3[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str3) => parseFloat(str3),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str3) {
        const node = new Scalar.Scalar(parseFloat(str3));
        const dot = str3.indexOf(".");
        if (dot !== -1 && str3[str3.length - 1] === "0")
          node.minFractionDigits = str3.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str3, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str3) : parseInt(str3.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str3) => str3,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str3) => str3 === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str3, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str3) : parseInt(str3, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str3) => parseFloat(str3),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str3, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str3)}`);
        return str3;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str3 = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str3.length);
          for (let i = 0; i < str3.length; ++i)
            buffer[i] = str3.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str3;
        if (typeof node_buffer.Buffer === "function") {
          str3 = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str3 = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str3.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str3.substr(o, lineWidth);
          }
          str3 = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str3 }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key2, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key2 = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key2 = keys[0];
              value = it[key2];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key2 = it;
          }
          pairs2.items.push(Pair.createPair(key2, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key2, value;
          if (identity.isPair(pair)) {
            key2 = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key2, ctx);
          } else {
            key2 = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key2))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key2, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key: key2 } of pairs$1.items) {
          if (identity.isScalar(key2)) {
            if (seenKeys.includes(key2.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key2.value}`);
            } else {
              seenKeys.push(key2.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str3) => str3.slice(-3).toLowerCase() === "nan" ? NaN : str3[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str3) => parseFloat(str3.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str3) {
        const node = new Scalar.Scalar(parseFloat(str3.replace(/_/g, "")));
        const dot = str3.indexOf(".");
        if (dot !== -1) {
          const f = str3.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str3, offset, radix, { intAsBigInt }) {
      const sign = str3[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str3 = str3.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str3 = `0b${str3}`;
            break;
          case 8:
            str3 = `0o${str3}`;
            break;
          case 16:
            str3 = `0x${str3}`;
            break;
        }
        const n2 = BigInt(str3);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str3, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str3 = value.toString(radix);
        return value < 0 ? "-" + prefix + str3.substr(1) : prefix + str3;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str3, _onError, opt) => intResolve(str3, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key2) {
        let pair;
        if (identity.isPair(key2))
          pair = key2;
        else if (key2 && typeof key2 === "object" && "key" in key2 && "value" in key2 && key2.value === null)
          pair = new Pair.Pair(key2.key, null);
        else
          pair = new Pair.Pair(key2, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key2, keepPair) {
        const pair = YAMLMap.findPair(this.items, key2);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key2, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key2);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key2));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str3, asBigInt) {
      const sign = str3[0];
      const parts = sign === "-" || sign === "+" ? str3.substring(1) : str3;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str3, _onError, { intAsBigInt }) => parseSexagesimal(str3, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str3) => parseSexagesimal(str3, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str3) {
        const match = str3.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key2) => key2 !== "yaml11").map((key2) => JSON.stringify(key2)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key2) => JSON.stringify(key2)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key2, value, options = {}) {
        const k = this.createNode(key2, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key2) {
        return assertCollection(this.contents) ? this.contents.delete(key2) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key2, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key2, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key2) {
        return identity.isCollection(this.contents) ? this.contents.has(key2) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key2, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key2], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key2, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors2 = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code3, message) {
        super();
        this.name = name;
        this.code = code3;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code3, message) {
        super("YAMLParseError", pos, code3, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code3, message) {
        super("YAMLWarning", pos, code3, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key2) {
      if (!key2)
        return null;
      switch (key2.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key2.source.includes("\n"))
            return true;
          if (key2.end) {
            for (const st of key2.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key2.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key: key2, sep: sep2, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key2 ?? sep2?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key2) {
            if (key2.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key2 && key2.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep2) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key2)) {
            onError(key2 ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key2 ? composeNode(ctx, key2, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key2, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep2 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key2 || key2.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep2, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props2 = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props2.found) {
          if (props2.anchor || props2.tag || value) {
            if (value?.type === "block-seq")
              onError(props2.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props2.end;
            if (props2.comment)
              seq.comment = props2.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props2, onError) : composeEmptyNode(ctx, props2.end, start, null, props2, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep2 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep2 + cb;
              sep2 = "";
              break;
            }
            case "newline":
              if (comment)
                sep2 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap4 = fc.start.source === "{";
      const fcName = isMap4 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap4 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key: key2, sep: sep2, value } = collItem;
        const props2 = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key2 ?? sep2?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props2.found) {
          if (!props2.anchor && !props2.tag && !sep2 && !value) {
            if (i === 0 && props2.comma)
              onError(props2.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props2.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props2.comment) {
              if (coll.comment)
                coll.comment += "\n" + props2.comment;
              else
                coll.comment = props2.comment;
            }
            offset = props2.end;
            continue;
          }
          if (!isMap4 && ctx.options.strict && utilContainsNewline.containsNewline(key2))
            onError(
              key2,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props2.comma)
            onError(props2.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props2.comma)
            onError(props2.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props2.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props2.comment = props2.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap4 && !sep2 && !props2.found) {
          const valueNode = value ? composeNode(ctx, value, props2, onError) : composeEmptyNode(ctx, props2.end, sep2, null, props2, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props2.end;
          const keyNode = key2 ? composeNode(ctx, key2, props2, onError) : composeEmptyNode(ctx, keyStart, start, null, props2, onError);
          if (isBlock(key2))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep2 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap4 && !props2.found && ctx.options.strict) {
              if (sep2)
                for (const st of sep2) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props2.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap4) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap4 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props2, onError) {
      const tagToken = props2.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props2;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep2 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep2 === " ")
            sep2 = "\n";
          else if (!prevMoreIndented && sep2 === "\n")
            sep2 = "\n\n";
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep2 === "\n")
            value += "\n";
          else
            sep2 = "\n";
        } else {
          value += sep2 + content;
          sep2 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props: props2 }, strict, onError) {
      if (props2[0].type !== "block-scalar-header") {
        onError(props2[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props2[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props2.length; ++i) {
        const token = props2[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code3, msg) => onError(offset + rel, code3, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue2(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue2(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep2 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep2 === "\n")
            res += sep2;
          else
            sep2 = "\n";
        } else {
          res += sep2 + lm;
          sep2 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep2 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold: fold2, offset } = foldNewline(source, i);
          res += fold2;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold2 = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold2 += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold2)
        fold2 = " ";
      return { fold: fold2, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code3 = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code3);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props2, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props2;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props2, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props2, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props2 = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props2.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props2.hasNewline)
          onError(props2.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props2, onError) : composeNode.composeEmptyNode(ctx, props2.end, start, null, props2, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors2();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code3, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code3, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code3, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors2();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code3, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code3, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code3, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props2 = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props2, end))
            props2.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props: props2, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props2 = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props2, "end" in token ? token.end : void 0))
          props2.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key2 of Object.keys(token))
          if (key2 !== "type" && key2 !== "offset")
            delete token[key2];
        Object.assign(token, { type: "block-scalar", indent, props: props2, source: body });
      }
    }
    function addEndtoBlockProps(props2, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props2.push(st);
              break;
            case "newline":
              props2.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key2 of Object.keys(token))
            if (key2 !== "type" && key2 !== "offset")
              delete token[key2];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key: key2, sep: sep2, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key2)
        res += stringifyToken(key2);
      if (sep2)
        for (const st of sep2)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar3 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar3;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list2, type) {
      for (let i = 0; i < list2.length; ++i)
        if (list2[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list2) {
      for (let i = 0; i < list2.length; ++i) {
        switch (list2[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep2;
          if (scalar.end) {
            sep2 = scalar.end;
            sep2.push(this.sourceToken);
            delete scalar.end;
          } else
            sep2 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep2 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key2 = it.key;
                  const sep2 = it.sep;
                  sep2.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key: key2, sep: sep2 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep2 = fc.end.splice(1, fc.end.length);
            sep2.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep2 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors2();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument3(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse5(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument3(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse5;
    exports.parseAllDocuments = parseAllDocuments2;
    exports.parseDocument = parseDocument3;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors2();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/cli/index.ts
import { isMainThread, parentPort, Worker } from "node:worker_threads";

// src/config/config.ts
var import_ajv = __toESM(require_ajv(), 1);
var import_yaml = __toESM(require_dist(), 1);

// src/catalog/gomatch.ts
function escapeRe(ch) {
  return /[\\^$.*+?()[\]{}|/-]/.test(ch) ? "\\" + ch : ch;
}
function classChar(ch) {
  return /[\\\]^-]/.test(ch) ? "\\" + ch : ch;
}
function compileGoGlob(pattern) {
  const chars = Array.from(pattern);
  let re = "^";
  let i = 0;
  while (i < chars.length) {
    const c = chars[i];
    if (c === "*") {
      re += "[^/]*";
      i++;
    } else if (c === "?") {
      re += "[^/]";
      i++;
    } else if (c === "\\") {
      if (i + 1 >= chars.length) return null;
      re += escapeRe(chars[i + 1]);
      i += 2;
    } else if (c === "[") {
      i++;
      let negate = false;
      if (chars[i] === "^") {
        negate = true;
        i++;
      }
      let body = "";
      let nrange = 0;
      for (; ; ) {
        if (i < chars.length && chars[i] === "]" && nrange > 0) {
          i++;
          break;
        }
        const lo = classEsc(chars, i);
        if (!lo) return null;
        i = lo.next;
        let item = classChar(lo.ch);
        if (chars[i] === "-") {
          const hi = classEsc(chars, i + 1);
          if (!hi) return null;
          if (hi.ch.codePointAt(0) < lo.ch.codePointAt(0)) return null;
          i = hi.next;
          item += "-" + classChar(hi.ch);
        }
        body += item;
        nrange++;
      }
      re += negate ? `[^${body}]` : `[${body}]`;
    } else {
      re += escapeRe(c);
      i++;
    }
  }
  try {
    return new RegExp(re + "$", "u");
  } catch {
    return null;
  }
}
function classEsc(chars, i) {
  const c = chars[i];
  if (c === void 0 || c === "-" || c === "]") return null;
  if (c === "\\") {
    const n = chars[i + 1];
    if (n === void 0) return null;
    return { ch: n, next: i + 2 };
  }
  return { ch: c, next: i + 1 };
}
var cache = /* @__PURE__ */ new Map();
function goMatch(pattern, name) {
  let re = cache.get(pattern);
  if (re === void 0) {
    re = compileGoGlob(pattern);
    cache.set(pattern, re);
  }
  return re !== null && re.test(name);
}
function globSegments(glob) {
  return glob.split("/").filter((s) => s !== "" && s !== ".");
}
function segmentsMatchAt(segments, parts, at2 = 0) {
  return at2 + segments.length <= parts.length && segments.every((s, i) => goMatch(s, parts[at2 + i]));
}

// src/rules/imageref.ts
var DOMAIN_COMPONENT = "(?:[a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9-]*[a-zA-Z0-9])";
var DOMAIN = `${DOMAIN_COMPONENT}(?:\\.${DOMAIN_COMPONENT})*(?::[0-9]+)?`;
var PATH_COMPONENT = "[a-z0-9]+(?:(?:[._]|__|[-]+)[a-z0-9]+)*";
var NAME = `(?:${DOMAIN}/)?${PATH_COMPONENT}(?:/${PATH_COMPONENT})*`;
var TAG = "[\\w][\\w.-]{0,127}";
var DIGEST = "[A-Za-z][A-Za-z0-9]*(?:[-_+.][A-Za-z][A-Za-z0-9]*)*:[0-9a-fA-F]{32,}";
var REFERENCE = new RegExp(`^(${NAME})(?::(${TAG}))?(?:@(${DIGEST}))?$`);
var HEX64 = /^[a-f0-9]{64}$/;
var DIGEST_LENGTHS = { sha256: 64, sha384: 96, sha512: 128 };
function splitDockerDomain(name) {
  const i = name.indexOf("/");
  let domain;
  let remainder;
  const first = i < 0 ? "" : name.slice(0, i);
  if (i < 0 || !/[.:]/.test(first) && first !== "localhost" && first.toLowerCase() === first) {
    domain = "docker.io";
    remainder = name;
  } else {
    domain = first;
    remainder = name.slice(i + 1);
  }
  if (domain === "index.docker.io") domain = "docker.io";
  if (domain === "docker.io" && !remainder.includes("/")) remainder = "library/" + remainder;
  return [domain, remainder];
}
function parse(s) {
  if (HEX64.test(s)) return { error: `invalid repository name (${s}), cannot specify 64-byte hexadecimal strings` };
  const [domain, remainder] = splitDockerDomain(s);
  const colon = remainder.indexOf(":");
  const remoteName = colon >= 0 ? remainder.slice(0, colon) : remainder;
  if (remoteName.toLowerCase() !== remoteName) return { error: "invalid reference format: repository name must be lowercase" };
  const m = REFERENCE.exec(`${domain}/${remainder}`);
  if (!m) return { error: "invalid reference format" };
  if (m[1].length > 255) return { error: "repository name must not be more than 255 characters" };
  const digest = m[3];
  if (digest !== void 0) {
    const sep2 = digest.indexOf(":");
    const want2 = DIGEST_LENGTHS[digest.slice(0, sep2)];
    const hex = digest.slice(sep2 + 1);
    if (want2 === void 0) return { error: "unsupported digest algorithm" };
    if (hex.length !== want2) return { error: "invalid checksum digest length" };
    if (!/^[a-f0-9]+$/.test(hex)) return { error: "invalid checksum digest format" };
  }
  const ref = { domain: domain.toLowerCase(), name: `${domain.toLowerCase()}${m[1].slice(domain.length)}`, ...m[2] !== void 0 ? { tag: m[2] } : {}, ...digest !== void 0 ? { digest } : {} };
  return { ref };
}
function imageRefError(s) {
  return parse(s).error;
}
function parseImageRef(s) {
  return parse(s).ref;
}
function dns1123LabelErrors(s) {
  const errs = [];
  if (s.length > 63) errs.push("must be no more than 63 characters");
  if (!/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(s)) {
    if (/^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/.test(s)) errs.push("must not contain dots");
    else errs.push("a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')");
  }
  return errs;
}

// src/rules/policy.ts
function normalizeRegistry(entry) {
  const trimmed = entry.replace(/\/+$/, "");
  const slash = trimmed.indexOf("/");
  const host = (slash < 0 ? trimmed : trimmed.slice(0, slash)).toLowerCase();
  return (host === "index.docker.io" ? "docker.io" : host) + (slash < 0 ? "" : trimmed.slice(slash));
}
function isRegistryHost(entry) {
  const host = entry.split("/")[0];
  return /[.:]/.test(host) || host === "localhost";
}
var allowed = (ref, registries) => registries.some((r) => ref.name === r || ref.name.startsWith(r + "/"));
function underPattern(file, patterns) {
  const parts = file.split("/");
  return patterns.find((pattern) => {
    const segs = globSegments(pattern);
    const last = pattern.startsWith("/") ? 0 : parts.length - segs.length;
    for (let at2 = 0; at2 <= last; at2++) if (segmentsMatchAt(segs, parts, at2)) return true;
    return false;
  });
}
function policyRules(model, policy, prefix, drafts) {
  const bundleRegistries = policy.allowedRegistries?.map(normalizeRegistry);
  const relatedRegistries = policy.allowedRelatedImageRegistries?.map(normalizeRegistry);
  for (const pkg of model.packages.values()) {
    for (const { b } of pkg.bundles.values()) {
      const who = { package: pkg.name, bundle: b.name };
      const image = b.image === "" ? void 0 : parseImageRef(b.image);
      if (bundleRegistries && image && !allowed(image, bundleRegistries)) {
        drafts.push({ ...who, rule: "image-registry-not-allowed", message: `bundle image "${b.image}" is not from an allowed registry (allowedRegistries: ${policy.allowedRegistries.join(", ")})`, at: { doc: b.doc, path: ["image"] } });
      }
      if (relatedRegistries) {
        b.relatedImages.forEach((ri, i) => {
          const ref = ri.image === "" ? void 0 : parseImageRef(ri.image);
          if (ref && !allowed(ref, relatedRegistries)) {
            drafts.push({ ...who, rule: "image-registry-not-allowed", message: `related image "${ri.image}"${ri.name ? ` (${ri.name})` : ""} is not from an allowed registry (allowedRelatedImageRegistries: ${policy.allowedRelatedImageRegistries.join(", ")})`, at: { doc: b.doc, path: ["relatedImages", i, "image"] } });
          }
        });
      }
      if (policy.requireDigests && image && image.digest === void 0) {
        drafts.push({ ...who, rule: "image-not-pinned", message: `bundle image "${b.image}" is referenced by tag; reference it by digest (\u2026@sha256:\u2026) so the catalog always serves the bundle that was reviewed`, at: { doc: b.doc, path: ["image"] } });
      }
      bundleObjects(b, policy, prefix, drafts);
    }
  }
}
function bundleObjects(b, policy, prefix, drafts) {
  const objects = b.properties.filter((p) => p.type === "olm.bundle.object");
  const pattern = objects.length > 0 && policy.bundleObjectNotAllowed ? underPattern(prefix + b.doc.file, policy.bundleObjectNotAllowed) : void 0;
  if (pattern === void 0) return;
  drafts.push({
    package: b.package,
    bundle: b.name,
    rule: "bundle-object-not-allowed",
    message: `bundle "${b.name}" carries ${objects.length} olm.bundle.object propert${objects.length === 1 ? "y" : "ies"}, which this repository does not allow under "${pattern}"; render it with olm.csv.metadata instead (opm render --migrate-level=bundle-object-to-csv-metadata)`,
    at: { doc: b.doc, path: ["properties", objects[0].index] }
  });
}

// src/rules/registry.ts
var RULES = {
  "parse-error": { severity: "error", fixed: true, opm: "L-P*" },
  "empty-document": { severity: "error", fixed: true, opm: "L-P5" },
  "not-an-object": { severity: "error", fixed: true, opm: "L-M1" },
  "duplicate-key": { severity: "error", fixed: true, opm: "L-M2" },
  "meta-not-string": { severity: "error", fixed: true, opm: "L-M3" },
  "missing-schema": { severity: "error", fixed: true, opm: "L-S2" },
  "invalid-field-type": { severity: "error", fixed: true, opm: "L-S3" },
  "invalid-icon": { severity: "error", fixed: true, opm: "L-S5" },
  "invalid-bundle-object": { severity: "error", fixed: true, opm: "L-S6" },
  "file-unreadable": { severity: "error", fixed: true, opm: "L-D1" },
  "path-escapes-catalog": { severity: "error" },
  "documents-silently-dropped": { severity: "error" },
  "yaml-type-surprise": { severity: "warning" },
  "package-name-missing": { severity: "error", fixed: true, opm: "F-P1" },
  "package-duplicate": { severity: "error", fixed: true, opm: "F-P2" },
  "package-name-invalid": { severity: "error", fixed: true, opm: "F-P3" },
  "default-channel-missing": { severity: "error", fixed: true, opm: "V-P3" },
  "default-channel-not-found": { severity: "error", fixed: true, opm: "F-C5/V-C1" },
  "package-no-channels": { severity: "error", fixed: true, opm: "V-P4" },
  "bundle-version-duplicate": { severity: "error", fixed: true, opm: "V-P6" },
  "channel-unknown-package": { severity: "error", fixed: true, opm: "F-C1" },
  "channel-name-missing": { severity: "error", fixed: true, opm: "F-C2" },
  "channel-duplicate": { severity: "error", fixed: true, opm: "F-C3" },
  "channel-entry-duplicate": { severity: "error", fixed: true, opm: "F-C4" },
  "channel-entry-no-bundle": { severity: "error", fixed: true, opm: "F-C5" },
  "channel-empty": { severity: "error", fixed: true, opm: "V-C1" },
  "channel-no-head": { severity: "error", fixed: true, opm: "V-C2a" },
  "channel-multiple-heads": { severity: "error", fixed: true, opm: "V-C2b" },
  "channel-replaces-cycle": { severity: "error", fixed: true, opm: "V-C2c" },
  "channel-stranded-bundles": { severity: "error", fixed: true, opm: "V-C2d" },
  "skip-empty": { severity: "error", fixed: true, opm: "V-B4" },
  "skiprange-invalid": { severity: "error", fixed: true, opm: "V-B5" },
  "skiprange-matches-nothing": { severity: "warning" },
  "skiprange-empty-group": { severity: "error" },
  "bundle-package-missing": { severity: "error", fixed: true, opm: "F-B1" },
  "bundle-name-missing": { severity: "error", fixed: true, opm: "V-B1" },
  "bundle-unknown-package": { severity: "error", fixed: true, opm: "F-B2" },
  "bundle-duplicate": { severity: "error", fixed: true, opm: "F-B3" },
  "property-invalid": { severity: "error", fixed: true, opm: "F-B4" },
  "bundle-package-property-count": { severity: "error", fixed: true, opm: "F-B5" },
  "bundle-package-property-mismatch": { severity: "error", fixed: true, opm: "F-B6" },
  "image-invalid": { severity: "error", fixed: true, opm: "F-B7" },
  "related-image-invalid": { severity: "error", fixed: true, opm: "F-B8" },
  "bundle-version-invalid": { severity: "error", fixed: true, opm: "F-B9" },
  "bundle-release-invalid": { severity: "error", fixed: true, opm: "F-B10" },
  "bundle-not-in-channel": { severity: "error", fixed: true, opm: "F-B11" },
  "bundle-name-not-normalized": { severity: "error", fixed: true, opm: "V-B2" },
  "bundle-image-missing": { severity: "error", fixed: true, opm: "V-B7" },
  "bundle-build-metadata-with-release": { severity: "error", fixed: true, opm: "V-B9" },
  "deprecation-package-missing": { severity: "error", fixed: true, opm: "F-D1" },
  "deprecation-unknown-package": { severity: "error", fixed: true, opm: "F-D2" },
  "deprecation-duplicate-blob": { severity: "error", fixed: true, opm: "F-D3" },
  "deprecation-schema-missing": { severity: "error", fixed: true, opm: "F-D4" },
  "deprecation-entry-duplicate": { severity: "error", fixed: true, opm: "F-D5" },
  "deprecation-unknown-bundle": { severity: "error", fixed: true, opm: "F-D6" },
  "deprecation-unknown-channel": { severity: "error", fixed: true, opm: "F-D7" },
  "deprecation-package-has-name": { severity: "error", fixed: true, opm: "F-D8" },
  "deprecation-unknown-schema": { severity: "error", fixed: true, opm: "F-D9" },
  "deprecation-message-missing": { severity: "error", fixed: true, opm: "V-P7/V-C4/V-B8" },
  "deprecated-default-channel": { severity: "warning" },
  "deprecated-only-path": { severity: "warning" },
  "dependency-range-invalid": { severity: "error" },
  "dependency-package-unsatisfied": { severity: "warning" },
  "dependency-gvk-unsatisfied": { severity: "warning" },
  "constraint-invalid": { severity: "error" },
  "constraint-too-large": { severity: "error" },
  "gvk-invalid": { severity: "warning" },
  "max-openshift-version-invalid": { severity: "error" },
  "max-openshift-version-unquoted": { severity: "error" },
  "package-added": { severity: "info" },
  "package-removed": { severity: "warning" },
  "channel-added": { severity: "info" },
  "channel-removed": { severity: "warning" },
  "default-channel-changed": { severity: "warning" },
  "channel-head-changed": { severity: "info" },
  "bundle-added": { severity: "info" },
  "bundle-removed": { severity: "warning" },
  "edge-added": { severity: "info" },
  "edge-removed": { severity: "warning" },
  "successor-changed": { severity: "info" },
  "upgrade-path-lost": { severity: "error" },
  "semantics-divergence": { severity: "warning" },
  "bundle-image-changed": { severity: "error" },
  "bundle-content-changed": { severity: "warning" },
  "crd-scope-changed": { severity: "error" },
  "crd-stored-version-removed": { severity: "error" },
  "crd-field-removed": { severity: "error" },
  "crd-type-changed": { severity: "error" },
  "crd-required-added": { severity: "error" },
  "crd-default-changed": { severity: "error" },
  "crd-enum-restricted": { severity: "error" },
  "crd-bounds-tightened": { severity: "error" },
  "crd-unhandled-change": { severity: "error" },
  "ownership-unapproved": { severity: "error" },
  "ownership-no-owners": { severity: "error" },
  "ownership-config-changed": { severity: "warning" },
  "path-not-allowed": { severity: "error" },
  "image-registry-not-allowed": { severity: "error" },
  "image-not-pinned": { severity: "warning" },
  "bundle-object-not-allowed": { severity: "error" }
};

// src/config/config.ts
var CONFIG_PATH = ".github/fbc-bot.yaml";
var EMPTY_CONFIG = { policy: {}, severity: {} };
var SCHEMA = {
  type: "object",
  additionalProperties: false,
  properties: {
    policy: {
      type: "object",
      additionalProperties: false,
      properties: {
        allowedRegistries: { type: "array", items: { type: "string", minLength: 1 } },
        allowedRelatedImageRegistries: { type: "array", items: { type: "string", minLength: 1 } },
        requireDigests: { type: "boolean" },
        bundleObjectNotAllowed: { type: "array", items: { type: "string", minLength: 1 } }
      }
    },
    severity: {
      type: "object",
      propertyNames: { enum: Object.keys(RULES) },
      additionalProperties: { enum: ["error", "warning", "info", "off"] }
    }
  }
};
var validate = new import_ajv.Ajv({ allErrors: true }).compile(SCHEMA);
var ConfigError = class extends Error {
};
function lineOf(doc, counter, pointer) {
  let node = doc.contents;
  let offset = node?.range?.[0] ?? 0;
  for (const step of pointer.split("/").slice(1).map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))) {
    if (node && (0, import_yaml.isMap)(node)) {
      const pair = node.items.find((p) => String(p.key?.value) === step);
      if (!pair) break;
      offset = pair.key.range?.[0] ?? offset;
      node = pair.value;
    } else if (node && (0, import_yaml.isSeq)(node)) {
      node = node.items[Number(step)] ?? null;
      if (node?.range) offset = node.range[0];
    } else break;
  }
  return counter.linePos(offset).line;
}
function explain(e) {
  const params = e.params;
  if (e.propertyName !== void 0) return [`${e.instancePath}/${e.propertyName}`, `unknown rule id "${e.propertyName}"`];
  if (params.additionalProperty !== void 0) return [`${e.instancePath}/${params.additionalProperty}`, `unknown setting "${params.additionalProperty}"`];
  const subject = e.instancePath === "" ? "the configuration" : e.instancePath.slice(1).replace(/\//g, ".");
  if (params.allowedValues) return [e.instancePath, `${subject} must be one of: ${params.allowedValues.join(", ")}`];
  return [e.instancePath, `${subject} ${e.message ?? "is invalid"}`];
}
function parseConfig(text, file = CONFIG_PATH) {
  const counter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    throw new ConfigError(`${file}:${counter.linePos(e.pos[0]).line}: ${e.message.replace(/ at line \d+.*$/s, "")}`);
  }
  const value = doc.toJS() ?? {};
  if (!validate(value)) {
    const [where3, what] = explain(validate.errors[0]);
    throw new ConfigError(`${file}:${lineOf(doc, counter, where3)}: ${what}`);
  }
  const v = value;
  for (const [rule, sev] of Object.entries(v.severity ?? {})) {
    if (RULES[rule].fixed && sev !== RULES[rule].severity) {
      throw new ConfigError(`${file}:${lineOf(doc, counter, `/severity/${rule}`)}: rule ${rule} is fixed: its severity cannot change`);
    }
  }
  for (const key2 of ["allowedRegistries", "allowedRelatedImageRegistries"]) {
    v.policy?.[key2]?.forEach((r, i) => {
      if (!isRegistryHost(r)) throw new ConfigError(`${file}:${lineOf(doc, counter, `/policy/${key2}/${i}`)}: "${r}" does not start with a registry host (e.g. quay.io/my-org)`);
    });
  }
  v.policy?.bundleObjectNotAllowed?.forEach((pattern, i) => {
    if (globSegments(pattern).some((seg) => compileGoGlob(seg) === null)) throw new ConfigError(`${file}:${lineOf(doc, counter, `/policy/bundleObjectNotAllowed/${i}`)}: "${pattern}" is not a valid pattern (Go filepath.Match syntax)`);
  });
  return { policy: v.policy ?? {}, severity: v.severity ?? {} };
}

// src/cli/args.ts
var UsageError = class extends Error {
};
function parseArgs(argv, specs) {
  const byName3 = new Map(specs.map((s) => [s.name, s]));
  const flags = /* @__PURE__ */ new Map();
  const positionals = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!a.startsWith("--") || a === "--") {
      positionals.push(a);
      continue;
    }
    const eq = a.indexOf("=");
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    const spec = byName3.get(name);
    if (!spec) throw new UsageError(`unknown option --${name}`);
    let value;
    if (spec.boolean) {
      if (eq >= 0) throw new UsageError(`--${name} takes no value`);
      value = "true";
    } else if (eq >= 0) value = a.slice(eq + 1);
    else {
      const next = argv[++i];
      if (next === void 0) throw new UsageError(`--${name} needs a value`);
      value = next;
    }
    if (spec.choices && !spec.choices.includes(value)) throw new UsageError(`--${name} must be one of ${spec.choices.join(", ")} (got "${value}")`);
    const list2 = flags.get(name) ?? [];
    if (list2.length > 0 && !spec.repeat) throw new UsageError(`--${name} given twice`);
    list2.push(value);
    flags.set(name, list2);
  }
  return { flags, positionals };
}
function one(args, name) {
  return args.flags.get(name)?.[0];
}

// src/cli/sources.ts
import { existsSync, statSync as statSync2, readdirSync as readdirSync2 } from "node:fs";
import { dirname, join as join2, posix as posix2, relative as relative2, resolve } from "node:path";

// src/catalog/fs-source.ts
import { lstatSync, readFileSync, readdirSync, realpathSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

// src/catalog/goyaml/full.ts
var import_yaml2 = __toESM(require_dist(), 1);

// src/catalog/goyaml/json-value.ts
var YamlToJsonError = class extends Error {
};
function setKey(obj, key2, value) {
  if (key2 === "__proto__") Object.defineProperty(obj, key2, { value, enumerable: true, writable: true, configurable: true });
  else obj[key2] = value;
}
function scalarToJson(r) {
  switch (r.kind) {
    case "null":
      return null;
    case "bool":
      return r.value;
    case "str":
      return r.value;
    case "int":
      return r.value;
    case "float":
      if (!Number.isFinite(r.value)) {
        const txt = Number.isNaN(r.value) ? "NaN" : r.value > 0 ? "+Inf" : "-Inf";
        throw new YamlToJsonError(`json: unsupported value: ${txt}`);
      }
      return r.value;
  }
}
function formatFloat32G(f) {
  if (Number.isNaN(f)) return ".nan";
  if (f === Infinity) return ".inf";
  if (f === -Infinity) return "-.inf";
  const f32 = Math.fround(f);
  if (f32 === 0) return Object.is(f32, -0) ? "-0" : "0";
  let digits = "";
  let exp = 0;
  for (let p = 1; p <= 9; p++) {
    const s = Math.abs(f32).toExponential(p - 1);
    if (Math.fround(Number(s)) === Math.abs(f32)) {
      const [mant, e] = s.split("e");
      digits = mant.replace(".", "").replace(/0+$/, "") || "0";
      exp = Number(e);
      break;
    }
  }
  const sign = f32 < 0 ? "-" : "";
  if (exp < -4 || exp >= 6) {
    const m = digits.length > 1 ? digits[0] + "." + digits.slice(1) : digits;
    const es = Math.abs(exp) < 10 ? "0" + Math.abs(exp) : String(Math.abs(exp));
    return `${sign}${m}e${exp < 0 ? "-" : "+"}${es}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  if (digits.length <= exp + 1) return sign + digits + "0".repeat(exp + 1 - digits.length);
  return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
}
function keyToString(r) {
  switch (r.kind) {
    case "str":
      return r.value;
    case "bool":
      return r.value ? "true" : "false";
    case "int":
      return String(r.value);
    case "float":
      return formatFloat32G(r.value);
    case "null":
      throw new YamlToJsonError("unsupported map key of type: %!s(<nil>), key: <nil>");
  }
}

// src/catalog/goyaml/depth.ts
var GO_YAML_MAX_DEPTH = 1e4;
function exceedsMaxDepth(text, limit = GO_YAML_MAX_DEPTH) {
  let flow = 0;
  const blocks = [];
  let quote = "";
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === "\\" && quote === '"') i++;
      else if (c === quote) quote = "";
      continue;
    }
    if (lineStart && flow === 0) {
      lineStart = false;
      let col = i;
      while (text[col] === " ") col++;
      if (text[col] === "\n" || text[col] === "#" || col >= text.length) {
        i = col - 1;
        continue;
      }
      let at2 = col - (text.lastIndexOf("\n", col - 1) + 1);
      for (; ; ) {
        while (blocks.length > 0 && blocks[blocks.length - 1] > at2) blocks.pop();
        if (blocks.length === 0 || blocks[blocks.length - 1] < at2) blocks.push(at2);
        if (blocks.length > limit) return true;
        const ch = text[col];
        if (ch !== "-" && ch !== "?" || text[col + 1] !== " ") break;
        col += 2;
        while (text[col] === " ") col++;
        at2 = col - (text.lastIndexOf("\n", col - 1) + 1);
      }
      i = col - 1;
      continue;
    }
    if (c === "\n") lineStart = true;
    else if (c === '"' || c === "'") quote = c;
    else if (c === "#" && (i === 0 || text[i - 1] === " ")) {
      const nl = text.indexOf("\n", i);
      i = (nl < 0 ? text.length : nl) - 1;
    } else if (c === "[" || c === "{") {
      if (++flow > limit) return true;
    } else if ((c === "]" || c === "}") && flow > 0) flow--;
  }
  return false;
}

// src/catalog/goyaml/resolve.ts
var BOOL_TRUE = /* @__PURE__ */ new Set(["y", "Y", "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON"]);
var BOOL_FALSE = /* @__PURE__ */ new Set(["n", "N", "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF"]);
var NULLS = /* @__PURE__ */ new Set(["", "~", "null", "Null", "NULL"]);
var SPECIAL_FLOATS = {
  ".nan": NaN,
  ".NaN": NaN,
  ".NAN": NaN,
  ".inf": Infinity,
  ".Inf": Infinity,
  ".INF": Infinity,
  "+.inf": Infinity,
  "+.Inf": Infinity,
  "+.INF": Infinity,
  "-.inf": -Infinity,
  "-.Inf": -Infinity,
  "-.INF": -Infinity
};
var YAML_STYLE_FLOAT = /^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/;
var WORDS = /* @__PURE__ */ new Map();
for (const w of BOOL_TRUE) WORDS.set(w, { kind: "bool", value: true });
for (const w of BOOL_FALSE) WORDS.set(w, { kind: "bool", value: false });
for (const w of NULLS) WORDS.set(w, { kind: "null" });
for (const [w, v] of Object.entries(SPECIAL_FLOATS)) WORDS.set(w, { kind: "float", value: v });
var INT64_MIN = -(1n << 63n);
var INT64_MAX = (1n << 63n) - 1n;
var UINT64_MAX = (1n << 64n) - 1n;
function goParseIntBase0(s, unsigned) {
  let i = 0;
  let neg = false;
  if (s[0] === "+" || s[0] === "-") {
    if (unsigned) return void 0;
    neg = s[0] === "-";
    i = 1;
  }
  const body = s.slice(i);
  let digits;
  let base;
  if (/^0[xX]/.test(body)) {
    base = 16;
    digits = body.slice(2);
  } else if (/^0[bB]/.test(body)) {
    base = 2;
    digits = body.slice(2);
  } else if (/^0[oO]/.test(body)) {
    base = 8;
    digits = body.slice(2);
  } else if (body.length > 1 && body[0] === "0") {
    base = 8;
    digits = body.slice(1);
  } else {
    base = 10;
    digits = body;
  }
  const valid = base === 16 ? /^[0-9a-fA-F]+$/ : base === 2 ? /^[01]+$/ : base === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return void 0;
  const prefix = base === 16 ? "0x" : base === 2 ? "0b" : base === 8 ? "0o" : "";
  let n = BigInt(prefix + digits);
  if (neg) n = -n;
  if (unsigned) return n <= UINT64_MAX ? n : void 0;
  return n >= INT64_MIN && n <= INT64_MAX ? n : void 0;
}
function goParseFloat(s) {
  if (!/^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$/.test(s)) return void 0;
  const v = Number(s);
  if (Number.isNaN(v)) return void 0;
  if (!Number.isFinite(v)) return void 0;
  return v;
}
var HINT = new Uint8Array(128);
for (const ch of "+-0123456789.yYnNtTfFoO~") HINT[ch.charCodeAt(0)] = 1;
var NOT_NUMERIC_HINT = new Uint8Array(128);
for (const ch of "yYnNtTfFoO~") NOT_NUMERIC_HINT[ch.charCodeAt(0)] = 1;
function isPlainString(s) {
  const c = s.charCodeAt(0);
  if (s.length === 0) return false;
  if (c >= 128 || HINT[c] === 0) return true;
  return NOT_NUMERIC_HINT[c] === 1 && !WORDS.has(s);
}
function resolvePlain(s) {
  if (s === "") return { kind: "null" };
  if (isPlainString(s)) return { kind: "str", value: s };
  const word = WORDS.get(s);
  if (word !== void 0) return word;
  const c = s.charCodeAt(0);
  if (NOT_NUMERIC_HINT[c] === 1) return { kind: "str", value: s };
  const isDigit = c >= 48 && c <= 57;
  const isSign = c === 43 || c === 45;
  const isDot = c === 46;
  if (isDot) {
    const f = goParseFloat(s);
    return f === void 0 ? { kind: "str", value: s } : { kind: "float", value: f };
  }
  if (isDigit || isSign) return resolveNumeric(s);
  return { kind: "str", value: s };
}
var NUMERIC = /^[-+]?(0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?)$/;
function resolveNumeric(s) {
  const plain = s.indexOf("_") >= 0 ? s.replaceAll("_", "") : s;
  if (!NUMERIC.test(plain)) return { kind: "str", value: s };
  const i = goParseIntBase0(plain, false);
  if (i !== void 0) return { kind: "int", value: Number(i) };
  const u = goParseIntBase0(plain, true);
  if (u !== void 0) return { kind: "int", value: Number(u) };
  if (YAML_STYLE_FLOAT.test(plain)) {
    const f = goParseFloat(plain);
    if (f !== void 0) return { kind: "float", value: f };
  }
  if (plain.startsWith("0b") || plain.startsWith("-0b")) {
    const neg = plain[0] === "-";
    const digits = plain.slice(neg ? 3 : 2);
    if (/^[01]+$/.test(digits)) {
      const n = BigInt("0b" + digits) * (neg ? -1n : 1n);
      if (n >= INT64_MIN && n <= UINT64_MAX) return { kind: "int", value: Number(n) };
    }
  }
  return { kind: "str", value: s };
}
function resolveTagged(tag, s) {
  switch (tag) {
    case "!!str":
      return { ok: true, value: { kind: "str", value: s } };
    case "!!binary": {
      const b = s.replace(/[\r\n]/g, "");
      if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(b)) {
        return { ok: false, error: "!!binary value contains invalid base64 data" };
      }
      return { ok: true, value: { kind: "str", value: Buffer.from(b, "base64").toString("latin1") } };
    }
    case "!!null":
    case "!!bool":
    case "!!int":
    case "!!float":
    case "!!timestamp": {
      const r = resolvePlain(s);
      const got = r.kind === "str" && /^[0-9]{4}-/.test(s) ? "timestamp" : r.kind;
      const want2 = tag.slice(2);
      if (got === want2) return { ok: true, value: r };
      if (want2 === "float" && r.kind === "int") return { ok: true, value: { kind: "float", value: r.value } };
      if (want2 === "timestamp" && r.kind === "str") return { ok: false, error: `cannot decode !!str \`${s}\` as a !!timestamp` };
      return { ok: false, error: `cannot decode !!${got} \`${s}\` as a ${tag}` };
    }
    default:
      return { ok: true, value: { kind: "str", value: s } };
  }
}
function shortTag(tag) {
  const prefix = "tag:yaml.org,2002:";
  return tag.startsWith(prefix) ? "!!" + tag.slice(prefix.length) : tag;
}

// src/catalog/goyaml/full.ts
var OPTIONS = { schema: "failsafe", uniqueKeys: false, prettyErrors: false, strict: false };
var Ctx = class {
  constructor(doc) {
    this.doc = doc;
  }
  doc;
  decodeCount = 0;
  aliasCount = 0;
  aliasDepth = 0;
  active = /* @__PURE__ */ new Set();
  count() {
    this.decodeCount++;
    if (this.aliasDepth > 0) this.aliasCount++;
    if (this.aliasCount > 100 && this.decodeCount > 1e3 && this.aliasCount / this.decodeCount > allowedAliasRatio(this.decodeCount)) {
      throw new YamlToJsonError("document contains excessive aliasing");
    }
  }
};
function allowedAliasRatio(decodeCount) {
  const low = 4e5;
  const high = 4e6;
  if (decodeCount <= low) return 0.99;
  if (decodeCount >= high) return 0.1;
  return 0.99 - 0.89 * ((decodeCount - low) / (high - low));
}
var NodeError = class extends Error {
  constructor(message, offset) {
    super(message);
    this.offset = offset;
  }
  offset;
};
function resolveScalar(node) {
  const text = typeof node.value === "string" ? node.value : String(node.value ?? "");
  const tag = node.tag === void 0 ? void 0 : shortTag(node.tag);
  if (tag === void 0) return node.type === "PLAIN" ? resolvePlain(text) : { kind: "str", value: text };
  const r = resolveTagged(tag, text);
  if (!r.ok) throw new NodeError(r.error, node.range?.[0] ?? 0);
  return r.value;
}
function deref(ctx, node) {
  if (!(0, import_yaml2.isAlias)(node)) return node;
  const target = node.resolve(ctx.doc);
  if (!target) throw new NodeError(`unknown anchor '${node.source}' referenced`, node.range?.[0] ?? 0);
  return target;
}
function build(ctx, node) {
  ctx.count();
  if (node === null || node === void 0) return null;
  if ((0, import_yaml2.isAlias)(node)) {
    const target = deref(ctx, node);
    if (ctx.active.has(target)) throw new NodeError(`anchor '${node.source}' value contains itself`, node.range?.[0] ?? 0);
    ctx.aliasDepth++;
    ctx.active.add(target);
    try {
      return build(ctx, target);
    } finally {
      ctx.active.delete(target);
      ctx.aliasDepth--;
    }
  }
  if ((0, import_yaml2.isScalar)(node)) return wrap(node, () => scalarToJson(resolveScalar(node)));
  if ((0, import_yaml2.isSeq)(node)) return node.items.map((item) => build(ctx, item));
  if ((0, import_yaml2.isMap)(node)) {
    const obj = {};
    buildMapInto(ctx, node, obj);
    return obj;
  }
  throw new NodeError("unsupported YAML node", 0);
}
function wrap(node, f) {
  try {
    return f();
  } catch (e) {
    if (e instanceof YamlToJsonError) throw new NodeError(e.message, node.range?.[0] ?? 0);
    throw e;
  }
}
function isMergeKey(key2) {
  if (!(0, import_yaml2.isScalar)(key2) || key2.value !== "<<") return false;
  return key2.tag === void 0 ? key2.type === "PLAIN" : shortTag(key2.tag) === "!!merge";
}
function keyString(ctx, keyNode) {
  ctx.count();
  let k = keyNode;
  if (k && (0, import_yaml2.isAlias)(k)) {
    k = deref(ctx, k);
    ctx.aliasDepth++;
    ctx.count();
    ctx.aliasDepth--;
  }
  if (k === null || k === void 0) throw new YamlToJsonError("unsupported map key of type: %!s(<nil>), key: <nil>");
  if (!(0, import_yaml2.isScalar)(k)) throw new NodeError("invalid map key: a mapping or sequence cannot be a key", k.range?.[0] ?? 0);
  const node = k;
  return wrap(node, () => keyToString(resolveScalar(node)));
}
function mergeInto(ctx, value, obj) {
  const fail = () => {
    throw new NodeError("map merge requires map or sequence of maps as the value", value?.range?.[0] ?? 0);
  };
  if (!value) return fail();
  const asMap = (n) => {
    const t = deref(ctx, n);
    return (0, import_yaml2.isMap)(t) ? t : fail();
  };
  if ((0, import_yaml2.isSeq)(value)) {
    for (let i = value.items.length - 1; i >= 0; i--) mergeOne(ctx, value.items[i], asMap(value.items[i]), obj);
  } else {
    mergeOne(ctx, value, asMap(value), obj);
  }
}
function mergeOne(ctx, written, map, obj) {
  ctx.count();
  const viaAlias = (0, import_yaml2.isAlias)(written);
  if (viaAlias) ctx.aliasDepth++;
  try {
    buildMapInto(ctx, map, obj);
  } finally {
    if (viaAlias) ctx.aliasDepth--;
  }
}
function buildMapInto(ctx, node, obj) {
  for (const pair of node.items) {
    const keyNode = pair.key;
    if (isMergeKey(keyNode)) {
      mergeInto(ctx, pair.value, obj);
      continue;
    }
    const key2 = keyString(ctx, keyNode);
    setKey(obj, key2, build(ctx, pair.value));
  }
}
var TOO_DEEP = `exceeded max depth of ${GO_YAML_MAX_DEPTH}`;
var STACK = "document is nested too deeply for this process (run the fbc-bot CLI, which has a larger stack)";
function decodeYamlFull(src) {
  if (exceedsMaxDepth(src)) return { ok: false, error: TOO_DEEP, offset: 0 };
  let docs;
  try {
    docs = (0, import_yaml2.parseAllDocuments)(src, OPTIONS);
  } catch (e) {
    return { ok: false, error: e instanceof RangeError ? STACK : String(e), offset: 0 };
  }
  if (!Array.isArray(docs) || docs.length === 0) return { ok: true, value: null };
  const doc = docs[0];
  const root = doc.contents;
  const rootEnd = root?.range?.[2] ?? src.length;
  const isFlow = root !== null && ((0, import_yaml2.isMap)(root) || (0, import_yaml2.isSeq)(root)) && root.flow === true;
  const closed = isFlow && /[}\]]/.test(src[(root.range?.[1] ?? 0) - 1] ?? "");
  const trailingOnly = root !== null && ((0, import_yaml2.isScalar)(root) || closed);
  const errors = doc.errors.filter((e) => !(trailingOnly && e.pos[0] >= rootEnd));
  if (errors.length > 0) {
    const e = errors[0];
    const msg = e.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, "");
    return { ok: false, error: /Maximum call stack/.test(msg) ? STACK : msg, offset: e.pos[0] };
  }
  let value;
  try {
    const ctx = new Ctx(doc);
    ctx.count();
    value = build(ctx, root);
  } catch (e) {
    if (e instanceof NodeError) return { ok: false, error: e.message, offset: e.offset };
    if (e instanceof YamlToJsonError) return { ok: false, error: e.message, offset: root?.range?.[0] ?? 0 };
    if (e instanceof RangeError) return { ok: false, error: STACK, offset: 0 };
    throw e;
  }
  const trailingOffset = trailingContent(src, doc, docs, trailingOnly ? rootEnd : void 0);
  return trailingOffset === void 0 ? { ok: true, value } : { ok: true, value, trailingOffset };
}
function trailingContent(src, doc, docs, rootEnd) {
  if (rootEnd !== void 0) {
    const rest = src.slice(rootEnd).replace(/#[^\n]*/g, "");
    const m = /\S/.exec(rest);
    if (m && !/^\.\.\.\s*$/.test(rest.trim())) return rootEnd + m.index;
  }
  for (const d of docs.slice(1)) {
    if (d.contents !== null || d.errors.length > 0) return d.contents?.range?.[0] ?? doc.range[2];
  }
  return void 0;
}

// src/catalog/meta.ts
function fold(s) {
  let ascii = true;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) {
    ascii = false;
    break;
  }
  if (ascii) return s.toLowerCase();
  let out = "";
  for (const ch of s) {
    const up = ch.toUpperCase();
    const low = up.length === ch.length ? up.toLowerCase() : ch.toLowerCase();
    out += low.length === ch.length ? low : ch;
  }
  return out;
}
function goTypeName(v) {
  if (v === null || v === void 0) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "object") return "object";
  if (typeof v === "boolean") return "bool";
  return typeof v === "number" ? "number" : "string";
}
function goField(obj, name) {
  const f = fold(name);
  let best;
  for (const k of Object.keys(obj)) {
    if (k.length === f.length && (k === name || fold(k) === f) && (best === void 0 || k > best)) best = k;
  }
  return best === void 0 ? void 0 : obj[best];
}
function foldedKey(obj, name) {
  if (Object.prototype.hasOwnProperty.call(obj, name)) return name;
  const f = fold(name);
  for (const k of Object.keys(obj)) if (fold(k) === f) return k;
  return void 0;
}
function render(v) {
  const s = JSON.stringify(v);
  return s.length > 80 ? s.slice(0, 77) + "..." : s;
}
function checkMeta(v) {
  if (v === null) {
    return { ok: false, problems: [{ rule: "missing-schema", message: "this JSON value is `null`, not a catalog object with a `schema`" }] };
  }
  if (typeof v !== "object" || Array.isArray(v)) {
    return { ok: false, problems: [{ rule: "not-an-object", message: `a catalog document must be an object (a mapping), but this one is ${Array.isArray(v) ? "a list" : `a ${goTypeName(v)}`}` }] };
  }
  const problems = [];
  const groups = /* @__PURE__ */ new Map();
  for (const k of Object.keys(v)) {
    const f = fold(k);
    const g = groups.get(f);
    if (g) g.push(k);
    else groups.set(f, [k]);
  }
  for (const [f, keys] of groups) {
    for (const k of keys.slice(1)) {
      problems.push({ rule: "duplicate-key", key: k, message: `key \`${k}\` differs from \`${keys[0]}\` only in case; opm treats both as the key "${f}" and rejects the document` });
    }
  }
  for (const name of ["schema", "package", "name"]) {
    const k = foldedKey(v, name);
    if (k !== void 0 && typeof v[k] !== "string") {
      problems.push({ rule: "meta-not-string", key: k, message: `\`${k}\` must be a string, but it is ${goTypeName(v[k])} ${render(v[k])}${typeof v[k] !== "object" ? " (quote it in YAML)" : ""}` });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const sk = foldedKey(v, "schema");
  const schema = sk === void 0 ? "" : v[sk];
  if (schema === "") {
    return { ok: false, problems: [{ rule: "missing-schema", message: `this document has no \`schema\` (${render(v)}); every catalog document needs one (olm.package, olm.channel, olm.bundle, olm.deprecations). If this file is not catalog content, list it in an .indexignore` }] };
  }
  return { ok: true, schema, obj: v };
}

// src/catalog/own.ts
var SLICE_MIN = 13;
function own(s) {
  return s.length < SLICE_MIN ? s : (" " + s).slice(1);
}
function ownValue(v) {
  if (typeof v === "string") return own(v);
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(ownValue);
  const out = {};
  for (const k of Object.keys(v)) setKey(out, own(k), ownValue(v[k]));
  return out;
}

// src/catalog/typed.ts
var Decoder = class {
  problems = [];
  field(obj, name) {
    return goField(obj, name);
  }
  mismatch(path, v, want2) {
    this.problems.push({ rule: "invalid-field-type", path, message: `\`${path.join(".")}\` must be ${want2}, but it is ${describe(v)}` });
  }
  str(obj, name, path) {
    const v = this.field(obj, name);
    if (v === void 0 || v === null) return "";
    if (typeof v === "string") return own(v);
    this.mismatch([...path, name], v, "a string");
    return "";
  }
  list(obj, name, path, what) {
    const v = this.field(obj, name);
    if (v === void 0 || v === null) return [];
    if (Array.isArray(v)) return v;
    this.mismatch([...path, name], v, `a list of ${what}`);
    return [];
  }
  object(v, path, what) {
    if (v === void 0 || v === null) return void 0;
    if (typeof v === "object" && !Array.isArray(v)) return v;
    this.mismatch(path, v, what);
    return void 0;
  }
  strings(obj, name, path) {
    return this.list(obj, name, path, "strings").map((item, i) => {
      if (item === null) return "";
      if (typeof item === "string") return own(item);
      this.mismatch([...path, name, i], item, "a string");
      return "";
    });
  }
  properties(obj, path) {
    return this.list(obj, "properties", path, "{type, value} objects").map((item, i) => {
      const p = this.object(item, [...path, "properties", i], "a {type, value} object") ?? {};
      const type = this.str(p, "type", [...path, "properties", i]);
      const value = this.field(p, "value");
      return { type, present: value !== void 0, value, index: i, invalid: false };
    });
  }
};
function describe(v) {
  const t = goTypeName(v);
  if (t === "object" || t === "array") return `${t === "object" ? "an object" : "a list"}`;
  return `${t === "bool" ? "a boolean" : `a ${t}`} (${JSON.stringify(v)}${t !== "string" ? ": quote it in YAML" : ""})`;
}
var B64 = /^[A-Za-z0-9+/]*={0,2}$/;
function base64Error(s) {
  const t = s.indexOf("\n") >= 0 || s.indexOf("\r") >= 0 ? s.replace(/[\r\n]/g, "") : s;
  if (t.length % 4 === 0 && B64.test(t)) return -1;
  const bad = /[^A-Za-z0-9+/=]/.exec(t);
  if (bad) return bad.index;
  const pad = t.indexOf("=");
  return pad >= 0 ? pad : t.length - t.length % 4;
}
function decodePackage(doc, obj) {
  const d = new Decoder();
  const name = d.str(obj, "name", []);
  const defaultChannel = d.str(obj, "defaultChannel", []);
  d.str(obj, "description", []);
  const icon = d.object(d.field(obj, "icon"), ["icon"], "an object {base64data, mediatype}");
  if (icon) {
    const data = d.field(icon, "base64data");
    if (typeof data === "string") {
      const at2 = base64Error(data);
      if (at2 >= 0) d.problems.push({ rule: "invalid-icon", path: ["icon", "base64data"], message: `\`icon.base64data\` is not padded standard base64 (bad data at byte ${at2}); opm rejects the package` });
    } else if (data !== void 0 && data !== null) {
      d.mismatch(["icon", "base64data"], data, "a base64 string");
    }
    d.str(icon, "mediatype", ["icon"]);
  }
  const properties = d.properties(obj, []);
  return { pkg: { doc, broken: d.problems.length > 0, name, defaultChannel, properties }, problems: d.problems };
}
function decodeChannel(doc, obj) {
  const d = new Decoder();
  const name = d.str(obj, "name", []);
  const pkg = d.str(obj, "package", []);
  const entries = d.list(obj, "entries", [], "{name, replaces, skips, skipRange} objects").map((item, i) => {
    const e = d.object(item, ["entries", i], "an object {name, replaces, skips, skipRange}") ?? {};
    const p = ["entries", i];
    return { name: d.str(e, "name", p), replaces: d.str(e, "replaces", p), skips: d.strings(e, "skips", p), skipRange: d.str(e, "skipRange", p), index: i };
  });
  const properties = d.properties(obj, []);
  return { channel: { doc, broken: d.problems.length > 0, name, package: pkg, entries, properties }, problems: d.problems };
}
function decodeBundle(doc, obj) {
  const d = new Decoder();
  const name = d.str(obj, "name", []);
  const pkg = d.str(obj, "package", []);
  const image = d.str(obj, "image", []);
  const properties = d.properties(obj, []);
  const relatedImages = d.list(obj, "relatedImages", [], "{name, image} objects").map((item, i) => {
    const r = d.object(item, ["relatedImages", i], "an object {name, image}") ?? {};
    return { name: d.str(r, "name", ["relatedImages", i]), image: d.str(r, "image", ["relatedImages", i]) };
  });
  return { bundle: { doc, broken: d.problems.length > 0, name, package: pkg, image, properties, relatedImages }, problems: d.problems };
}
function decodeDeprecation(doc, obj) {
  const d = new Decoder();
  const pkg = d.str(obj, "package", []);
  const entries = d.list(obj, "entries", [], "{reference, message} objects").map((item, i) => {
    const e = d.object(item, ["entries", i], "an object {reference, message}") ?? {};
    const ref = d.object(d.field(e, "reference"), ["entries", i, "reference"], "an object {schema, name}") ?? {};
    return {
      schema: d.str(ref, "schema", ["entries", i, "reference"]),
      name: d.str(ref, "name", ["entries", i, "reference"]),
      message: d.str(e, "message", ["entries", i]),
      index: i
    };
  });
  return { deprecation: { doc, broken: d.problems.length > 0, package: pkg, entries }, problems: d.problems };
}

// src/catalog/bundle-objects.ts
function payloadText(data) {
  return Buffer.from(data, "base64").toString("utf8");
}
function startsWithBrace(data) {
  for (let n = 64; ; n *= 4) {
    const head = Buffer.from(data.slice(0, n).replace(/[\r\n]/g, "").slice(0, n - n % 4), "base64").toString("latin1").trimStart();
    if (head.length > 0) return head[0] === "{";
    if (n >= data.length) return false;
  }
}
function checkBundleObjects(b) {
  const problems = [];
  let previous = "";
  for (const p of b.properties) {
    if (p.type !== "olm.bundle.object") continue;
    const path = ["properties", p.index, "value"];
    const fail = (why) => {
      problems.push({ rule: "invalid-bundle-object", path, message: `olm.bundle.object property [${p.index}] ${why}` });
    };
    if (!p.present || p.value === void 0) {
      fail("has no `value`; it must be {data: <base64>}");
      continue;
    }
    if (p.value !== null && (typeof p.value !== "object" || Array.isArray(p.value))) {
      fail(`value must be an object {data: <base64>}, not ${goTypeName(p.value)}`);
      continue;
    }
    const raw = p.value === null ? void 0 : goField(p.value, "data");
    let data;
    if (raw === void 0 || raw === null) data = previous;
    else if (typeof raw !== "string") {
      fail(`\`data\` must be a base64 string, not ${goTypeName(raw)}`);
      continue;
    } else data = raw;
    const bad = base64Error(data);
    if (bad >= 0) {
      fail(`\`data\` is not padded standard base64 (bad data at byte ${bad})`);
      continue;
    }
    previous = data;
    if (data === "" || startsWithBrace(data)) continue;
    const r = decodeYamlFull(payloadText(data));
    if (!r.ok) fail(`payload is neither JSON nor YAML: ${r.error}`);
  }
  return problems;
}

// src/catalog/property-shapes.ts
var S = "string";
var resource = { obj: { name: S, kind: S, version: S } };
var descriptor = { obj: { path: S, displayName: S, description: S, "x-descriptors": { list: S }, value: "any" } };
var descriptors = { specDescriptors: { list: descriptor }, statusDescriptors: { list: descriptor }, actionDescriptors: { list: descriptor } };
var crdDescription = { obj: { name: S, version: S, kind: S, displayName: S, description: S, resources: { list: resource }, ...descriptors } };
var apiServiceDescription = {
  obj: { name: S, group: S, version: S, kind: S, deploymentName: S, containerPort: "int32", displayName: S, description: S, resources: { list: resource }, ...descriptors }
};
var PROPERTY_SHAPES = {
  "olm.package": { obj: { packageName: S, version: S, release: S } },
  "olm.package.required": { obj: { packageName: S, versionRange: S } },
  "olm.gvk": { obj: { group: S, kind: S, version: S } },
  "olm.gvk.required": { obj: { group: S, kind: S, version: S } },
  "olm.channel": { obj: { channelName: S } },
  "olm.csv.metadata": {
    obj: {
      annotations: { map: S },
      labels: { map: S },
      description: S,
      displayName: S,
      maturity: S,
      minKubeVersion: S,
      keywords: { list: S },
      links: { list: { obj: { name: S, url: S } } },
      maintainers: { list: { obj: { name: S, email: S } } },
      provider: { obj: { name: S, url: S } },
      installModes: { list: { obj: { type: S, supported: "bool" } } },
      nativeAPIs: { list: { obj: { group: S, version: S, kind: S } } },
      crdDescriptions: { obj: { owned: { list: crdDescription }, required: { list: crdDescription } } },
      apiServiceDefinitions: { obj: { owned: { list: apiServiceDescription }, required: { list: apiServiceDescription } } }
    }
  }
};
function want(shape) {
  if (typeof shape === "string") return shape === "int32" ? "an integer" : shape === "bool" ? "a boolean" : `a ${shape}`;
  if ("list" in shape) return "a list";
  return "an object";
}
var foldedFields = /* @__PURE__ */ new WeakMap();
function fieldsOf(obj) {
  let m = foldedFields.get(obj);
  if (!m) foldedFields.set(obj, m = new Map([...Object.entries(obj), ...Object.entries(obj).map(([k, s]) => [fold(k), s])]));
  return m;
}
function check(v, shape, path, out) {
  if (v === null || shape === "any") return;
  const bad = () => {
    out.push({ path: [...path], message: `\`${path.join(".") || "value"}\` must be ${want(shape)}, not ${goTypeName(v)}` });
  };
  if (shape === "string") {
    if (typeof v !== "string") bad();
    return;
  }
  if (shape === "bool") {
    if (typeof v !== "boolean") bad();
    return;
  }
  if (shape === "int32") {
    if (typeof v !== "number" || !Number.isInteger(v) || v < -(2 ** 31) || v >= 2 ** 31) bad();
    return;
  }
  if ("list" in shape) {
    if (!Array.isArray(v)) return bad();
    for (let i = 0; i < v.length; i++) {
      path.push(i);
      check(v[i], shape.list, path, out);
      path.pop();
    }
    return;
  }
  if (typeof v !== "object" || Array.isArray(v)) return bad();
  const fields = "map" in shape ? void 0 : fieldsOf(shape.obj);
  for (const k in v) {
    const s = fields ? fields.has(k) ? fields.get(k) : fields.get(fold(k)) : shape.map;
    if (s === void 0) continue;
    path.push(k);
    check(v[k], s, path, out);
    path.pop();
  }
}
function propertyShapeErrors(p) {
  const base = ["properties", p.index, "value"];
  if (!p.present) return [{ path: ["properties", p.index], message: `property [${p.index}] of type "${p.type}" has no \`value\` (opm: unexpected end of JSON input)` }];
  const shape = PROPERTY_SHAPES[p.type];
  if (!shape) return [];
  const out = [];
  check(p.value ?? null, shape, [...base], out);
  return out.map((e) => ({ path: e.path, message: `property [${p.index}] of type "${p.type}": ${e.message}` }));
}
function stringField(v, name) {
  if (v === null || v === void 0 || typeof v !== "object" || Array.isArray(v)) return "";
  const x = goField(v, name);
  return typeof x === "string" ? x : "";
}

// src/catalog/stream.ts
import { isUtf8 } from "node:buffer";

// src/catalog/goyaml/fast-text.ts
var SIMPLE_ESC = {
  "0": "\0",
  a: "\x07",
  b: "\b",
  t: "	",
  "	": "	",
  n: "\n",
  v: "\v",
  f: "\f",
  r: "\r",
  e: "\x1B",
  " ": " ",
  '"': '"',
  "/": "/",
  "\\": "\\",
  N: "\x85",
  _: "\xA0",
  L: "\u2028",
  P: "\u2029"
};
function unescapeDq(body) {
  let bs = body.indexOf("\\");
  if (bs < 0) return body;
  const parts = [];
  let from = 0;
  while (bs >= 0) {
    if (bs > from) parts.push(body.slice(from, bs));
    const n = body[bs + 1];
    if (n === void 0) return void 0;
    const simple = SIMPLE_ESC[n];
    let next = bs + 2;
    if (simple !== void 0) {
      parts.push(simple);
    } else {
      const width = n === "x" ? 2 : n === "u" ? 4 : n === "U" ? 8 : 0;
      if (width === 0) return void 0;
      const hex = body.slice(bs + 2, bs + 2 + width);
      if (hex.length !== width || !/^[0-9a-fA-F]+$/.test(hex)) return void 0;
      const cp = parseInt(hex, 16);
      if (cp > 1114111 || cp >= 55296 && cp <= 57343) return void 0;
      parts.push(String.fromCodePoint(cp));
      next += width;
    }
    from = next;
    bs = body.indexOf("\\", from);
  }
  if (from < body.length) parts.push(body.slice(from));
  return parts.join("");
}
var DQ = 34;
var SQ = 39;
var BACKSLASH = 92;
function dqEnd(s, at2, end) {
  for (let i = at2 + 1; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === DQ) return i;
  }
  return -1;
}
function sqEnd(s, at2, end) {
  for (let i = at2 + 1; i < end; i++) {
    if (s.charCodeAt(i) === SQ) {
      if (s.charCodeAt(i + 1) === SQ) {
        i++;
        continue;
      }
      return i;
    }
  }
  return -1;
}
function foldQuoted(body, col, double) {
  const lines = body.split("\n");
  let out = "";
  let escaped = false;
  let empty = 0;
  for (let i = 0; i < lines.length; i++) {
    const last = i === lines.length - 1;
    let line = lines[i];
    if (i > 0) {
      const t = line.trimStart();
      if (t !== "" && line.length - t.length <= col) return void 0;
      if (line.startsWith("---") || line.startsWith("...")) return void 0;
      line = t;
      if (!last && line === "") {
        empty++;
        continue;
      }
      out += escaped ? "\n".repeat(empty) : empty > 0 ? "\n".repeat(empty) : " ";
      empty = 0;
    }
    if (!last) {
      let n = 0;
      while (double && n < line.length && line[line.length - 1 - n] === "\\") n++;
      escaped = n % 2 === 1;
      if (escaped) line = line.slice(0, -1);
      else if (/\\ +$/.test(line)) return void 0;
      else line = line.replace(/ +$/, "");
    }
    const text = double ? unescapeDq(line) : line.replaceAll("''", "'");
    if (text === void 0) return void 0;
    out += text;
  }
  return out;
}

// src/catalog/goyaml/fast.ts
var plainValue = (s) => isPlainString(s) ? s : scalarToJson(resolvePlain(s));
var plainKey = (s) => isPlainString(s) ? s : keyToString(resolvePlain(s));
var BAIL = /* @__PURE__ */ Symbol("bail");
var Bail = class extends Error {
};
var bail = () => {
  throw new Bail();
};
var NL = 10;
var SP = 32;
var HASH = 35;
var COLON = 58;
var DASH = 45;
var DQ2 = 34;
var SQ2 = 39;
var TAB = 9;
var INDICATOR = new Uint8Array(128);
for (const ch of "?:,[]{}#&*!|>'\"%@`") INDICATOR[ch.charCodeAt(0)] = 1;
var SPECIAL = /:[ \n]| #|\t/g;
var indentRes = /* @__PURE__ */ new Map();
function stripIndent(n) {
  let re = indentRes.get(n);
  if (!re) indentRes.set(n, re = new RegExp(`^ {0,${n}}`, "gm"));
  return re;
}
var Found = class extends Error {
  constructor(offset) {
    super("found");
    this.offset = offset;
  }
  offset;
};
var foldedStep = (a, b) => a === b || typeof a === "string" && typeof b === "string" && a.toLowerCase() === b.toLowerCase();
var exactStep = (a, b) => a === b;
var Scanner = class {
  constructor(s, p, end) {
    this.s = s;
    this.p = p;
    this.end = end;
  }
  s;
  p;
  end;
  // Locating mode: the path walked so far, and the path of the node whose position is wanted.
  walked = [];
  target;
  sameStep = exactStep;
  // The line end is asked for several times per line (key, value, continuation checks), and
  // base64 lines are long: remember the last one found.
  eolFrom = -1;
  eolAt = -1;
  eol(from) {
    if (from >= this.eolFrom && from <= this.eolAt) return this.eolAt;
    const i = this.s.indexOf("\n", from);
    this.eolFrom = from;
    this.eolAt = i < 0 || i > this.end ? this.end : i;
    return this.eolAt;
  }
  special = -1;
  /** Next ': ', ':\n', ' #' or tab at or after `from`, cached so each character is scanned once. */
  nextSpecial(from) {
    if (this.special >= from) return this.special;
    const re = SPECIAL;
    re.lastIndex = from;
    if (re.test(this.s)) {
      const at2 = re.lastIndex - (this.s.charCodeAt(re.lastIndex - 1) === TAB ? 1 : 2);
      this.special = at2 < this.end ? at2 : this.end;
    } else {
      this.special = this.end;
    }
    return this.special;
  }
  /** Skip blank lines; leave p at the start of the next line with content, or at end. */
  skipBlank() {
    const s = this.s;
    while (this.p < this.end) {
      const i = this.p + this.indentAt(this.p);
      if (i >= this.end) {
        this.p = this.end;
        return;
      }
      const c = s.charCodeAt(i);
      if (c === NL) {
        this.p = i + 1;
        continue;
      }
      if (c === HASH || c === TAB || c === 13) bail();
      return;
    }
  }
  // A line's indentation is asked for by the scalar that may continue onto it, then by the
  // collection that owns it: remember the last answer.
  indentPos = -1;
  indentVal = 0;
  indentAt(lineStart) {
    if (lineStart === this.indentPos) return this.indentVal;
    let i = lineStart;
    while (i < this.end && this.s.charCodeAt(i) === SP) i++;
    this.indentPos = lineStart;
    this.indentVal = i - lineStart;
    return this.indentVal;
  }
  isSeqItem(at2) {
    if (this.s.charCodeAt(at2) !== DASH) return false;
    const n = at2 + 1 < this.end ? this.s.charCodeAt(at2 + 1) : NL;
    return n === SP || n === NL;
  }
  // --- documents and collections -------------------------------------------------------------
  document() {
    const s = this.s;
    if (s.startsWith("---", this.p)) {
      const e = this.eol(this.p);
      if (s.slice(this.p + 3, e).trim() !== "") bail();
      this.p = e + 1;
    }
    this.skipBlank();
    if (this.p >= this.end) bail();
    if (this.indentAt(this.p) !== 0) bail();
    const v = this.block(0, this.p);
    this.skipBlank();
    if (this.p < this.end) bail();
    return v;
  }
  /** A block collection whose first content is at `at`, at column `col`. */
  block(col, at2) {
    return this.isSeqItem(at2) ? this.sequence(col, at2) : this.mapping(col, at2);
  }
  /** In locating mode, entering child `step` whose text starts at `at`. */
  enter(step, at2) {
    const t = this.target;
    const w = this.walked;
    w.push(step);
    if (w.length === t.length && w.every((x, i) => this.sameStep(x, t[i]))) throw new Found(at2);
  }
  mapping(col, first) {
    const obj = {};
    let at2 = first;
    for (; ; ) {
      const key2 = this.key(at2);
      if (this.target) this.enter(key2.name, at2);
      let v = key2.valueAt;
      const s = this.s;
      while (v < this.end && s.charCodeAt(v) === SP) v++;
      const e = this.eol(v);
      if (v >= e) {
        this.p = e + 1;
        setKey(obj, key2.name, this.nested(col, true));
      } else {
        setKey(obj, key2.name, this.inline(v, col));
      }
      if (this.target) this.walked.pop();
      this.skipBlank();
      if (this.p >= this.end) return obj;
      const ind = this.indentAt(this.p);
      if (ind < col) return obj;
      if (ind > col) bail();
      at2 = this.p + ind;
      if (this.isSeqItem(at2)) return obj;
    }
  }
  sequence(col, first) {
    const arr = [];
    let at2 = first;
    const s = this.s;
    for (; ; ) {
      let c = at2 + 1;
      while (c < this.end && s.charCodeAt(c) === SP) c++;
      if (this.target) this.enter(arr.length, c);
      const e = this.eol(c);
      if (c >= e) {
        this.p = e + 1;
        arr.push(this.nested(col, false));
      } else if (this.isSeqItem(c)) {
        bail();
      } else {
        const itemCol = col + (c - at2);
        arr.push(this.looksLikeKey(c) ? this.mapping(itemCol, c) : this.inline(c, col));
      }
      if (this.target) this.walked.pop();
      this.skipBlank();
      if (this.p >= this.end) return arr;
      const ind = this.indentAt(this.p);
      if (ind !== col) {
        if (ind > col) bail();
        return arr;
      }
      at2 = this.p + ind;
      if (!this.isSeqItem(at2)) return arr;
    }
  }
  /** The value of `key:` or `-` with nothing after it on the line. */
  nested(parentCol, inMapping) {
    this.skipBlank();
    if (this.p >= this.end) return null;
    const ind = this.indentAt(this.p);
    const at2 = this.p + ind;
    if (ind > parentCol) return this.block(ind, at2);
    if (inMapping && ind === parentCol && this.isSeqItem(at2)) return this.sequence(ind, at2);
    return null;
  }
  looksLikeKey(at2) {
    const s = this.s;
    const c = s.charCodeAt(at2);
    if (c === DQ2) {
      const close = dqEnd(s, at2, this.end);
      return close >= 0 && s.charCodeAt(close + 1) === COLON;
    }
    const sp = this.nextSpecial(at2);
    return sp < this.eol(at2) && s.charCodeAt(sp) === COLON;
  }
  key(at2) {
    const s = this.s;
    const c = s.charCodeAt(at2);
    if (c === DQ2) {
      const close = dqEnd(s, at2, this.end);
      if (close < 0 || close > this.eol(at2)) bail();
      const n = s.charCodeAt(close + 2);
      if (s.charCodeAt(close + 1) !== COLON || n !== SP && n !== NL && close + 2 < this.end) bail();
      return { name: this.dqValue(at2 + 1, close), valueAt: close + 2 };
    }
    if (c < 128 && INDICATOR[c] === 1) bail();
    if (c === DASH) bail();
    const sp = this.nextSpecial(at2);
    if (sp >= this.eol(at2) || s.charCodeAt(sp) !== COLON) bail();
    const text = s.slice(at2, sp).trimEnd();
    if (text === "<<" || text === "") bail();
    return { name: plainKey(text), valueAt: sp + 1 };
  }
  // --- scalars -------------------------------------------------------------------------------
  /** A scalar starting at `at` on the current line; continuation lines must be indented > col. */
  inline(at2, col) {
    const s = this.s;
    const c = s.charCodeAt(at2);
    if (c === DQ2) return this.quoted(at2, col, true);
    if (c === SQ2) return this.quoted(at2, col, false);
    if (c === 124) return this.literal(at2, col);
    if (c === 123 || c === 91) {
      const e = this.eol(at2);
      const t = s.slice(at2, e).trimEnd();
      if (t !== "{}" && t !== "[]") bail();
      this.p = e + 1;
      return t === "{}" ? {} : [];
    }
    if (c < 128 && INDICATOR[c] === 1) bail();
    if ((c === DASH || c === 63 || c === COLON) && this.isSeqItemLike(at2)) bail();
    return this.plain(at2, col);
  }
  isSeqItemLike(at2) {
    const n = at2 + 1 < this.end ? this.s.charCodeAt(at2 + 1) : NL;
    return n === SP || n === NL;
  }
  plain(at2, col) {
    const s = this.s;
    let e = this.eol(at2);
    if (this.nextSpecial(at2) < e) bail();
    let text = s.slice(at2, e).trimEnd();
    this.p = e + 1;
    let breaks = 0;
    for (; ; ) {
      if (this.p >= this.end) break;
      const ind = this.indentAt(this.p);
      const ls = this.p + ind;
      const ch = ls < this.end ? s.charCodeAt(ls) : NL;
      if (ch === NL) {
        breaks++;
        this.p = ls + 1;
        continue;
      }
      if (ind <= col) break;
      if (ch === TAB || ch === 13 || ch === HASH) bail();
      e = this.eol(ls);
      if (this.nextSpecial(ls) < e) bail();
      text += breaks === 0 ? " " : "\n".repeat(breaks);
      breaks = 0;
      text += s.slice(ls, e).trimEnd();
      this.p = e + 1;
    }
    return plainValue(text);
  }
  quoted(at2, col, double) {
    const s = this.s;
    const close = double ? dqEnd(s, at2, this.end) : sqEnd(s, at2, this.end);
    if (close < 0) bail();
    const e = this.eol(close);
    for (let i = close + 1; i < e; i++) if (s.charCodeAt(i) !== SP) bail();
    const body = s.slice(at2 + 1, close);
    if (body.indexOf("	") >= 0 || body.indexOf("\r") >= 0) bail();
    this.p = e + 1;
    if (body.indexOf("\n") < 0) return double ? this.dqValue(at2 + 1, close) : body.replaceAll("''", "'");
    return foldQuoted(body, col, double) ?? bail();
  }
  dqValue(from, to) {
    return unescapeDq(this.s.slice(from, to)) ?? bail();
  }
  literal(at2, col) {
    const s = this.s;
    const e = this.eol(at2);
    const header = s.slice(at2, e).trimEnd();
    const h = /^\|(?:([1-9])?(-)?|(-)([1-9]))$/.exec(header);
    if (!h) return bail();
    const chomp = h[2] || h[3] ? "strip" : "clip";
    const explicit = h[1] ?? h[4];
    this.p = e + 1;
    const first = this.p;
    let indent = explicit === void 0 ? -1 : col + Number(explicit);
    let contentEnd = -1;
    while (this.p < this.end) {
      const ind = this.indentAt(this.p);
      const le = this.eol(this.p);
      if (this.p + ind >= le) {
        if (indent >= 0 && ind > indent) contentEnd = le;
        else if (indent < 0 && ind > 0) bail();
        this.p = le + 1;
        continue;
      }
      if (indent < 0) {
        if (ind <= col) break;
        indent = ind;
      }
      if (ind < indent) break;
      contentEnd = le;
      this.p = le + 1;
    }
    if (contentEnd < 0) return "";
    const raw = s.slice(first, contentEnd);
    if (raw.indexOf("\r") >= 0) bail();
    const text = raw.replace(stripIndent(indent), "");
    return chomp === "strip" ? text : text + "\n";
  }
};
function locateFast(src, start, end, path) {
  return locateWith(src, start, end, path, exactStep) ?? locateWith(src, start, end, path, foldedStep);
}
function locateWith(src, start, end, path, same2) {
  const sc = new Scanner(src, start, end);
  sc.target = path;
  sc.sameStep = same2;
  try {
    sc.document();
  } catch (e) {
    if (e instanceof Found) return e.offset;
    if (e instanceof Bail || e instanceof YamlToJsonError || e instanceof RangeError) return void 0;
    throw e;
  }
  return void 0;
}
function decodeYamlFast(src, start = 0, end = src.length) {
  try {
    return new Scanner(src, start, end).document();
  } catch (e) {
    if (e instanceof Bail || e instanceof YamlToJsonError || e instanceof RangeError) return BAIL;
    throw e;
  }
}

// src/catalog/stream.ts
function isGoSpace(c) {
  return c === 32 || c >= 9 && c <= 13 || c === 133 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288;
}
function startsWithBrace2(text) {
  const limit = Math.min(text.length, 4096);
  for (let i = 0; i < limit; i++) {
    const c = text.charCodeAt(i);
    if (isGoSpace(c)) continue;
    return c === 123;
  }
  return false;
}
var Emitter = class {
  constructor(file, doc) {
    this.file = file;
    this.doc = doc;
  }
  file;
  doc;
  problems = [];
  problem(rule, message, line, column) {
    this.problems.push({ rule, message, file: this.file, line, column });
  }
};
function lineCol(text, from, fromLine, offset) {
  let line = fromLine;
  let ls = from;
  for (let i = text.indexOf("\n", from); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    ls = i + 1;
  }
  return { line, column: offset - ls + 1 };
}
function firstContent(text, start, end) {
  let p = start;
  while (p < end) {
    let i = p;
    while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    const nl = text.indexOf("\n", i);
    const e = nl < 0 || nl > end ? end : nl;
    const isSep = i === p && text.startsWith("---", i);
    if (i < e && text[i] !== "#" && !isSep && text[i] !== "%") return i;
    p = e + 1;
  }
  return start;
}
function decodeChunk(em, text, ref, start, end, line, fallback) {
  let s = start;
  if (text.charCodeAt(s) === 65279) s++;
  let value = decodeYamlFast(text, s, end);
  let trailing;
  if (value === BAIL) {
    const chunk = text.slice(s, end);
    const r = decodeYamlFull(chunk);
    if (!r.ok) {
      if (fallback) em.problem("parse-error", fallback.message, fallback.line, fallback.column);
      else {
        const pos = lineCol(text, start, line, s + r.offset);
        em.problem("parse-error", `YAML: ${r.error}`, pos.line, pos.column);
      }
      return false;
    }
    value = r.value;
    if (r.trailingOffset !== void 0) trailing = s + r.trailingOffset;
  }
  const anchor = lineCol(text, start, line, firstContent(text, s, end));
  if (value === null) {
    em.problem("empty-document", "this YAML document is empty (blank, comments only, or null): opm rejects it as an object without schema; remove it or the extra `---`", anchor.line, anchor.column);
    return true;
  }
  em.doc({ value, doc: { file: em.file, line: anchor.line, column: anchor.column, mode: "yaml", source: { text: ref, start: s, end, line, column: 1, json: false } } });
  if (trailing !== void 0) {
    const pos = lineCol(text, start, line, trailing);
    em.problem("documents-silently-dropped", `opm reads only the first YAML document here and silently ignores everything from line ${pos.line} on (no \`---\` separator before it); split the documents with \`---\` lines or fix the JSON`, pos.line, pos.column);
  }
  return true;
}
function splitYamlChunks(text, baseLine = 1) {
  const chunks = [];
  let pos = 0;
  let line = baseLine;
  let bufStart = -1;
  let bufLine = 0;
  while (pos < text.length) {
    const nl = text.indexOf("\n", pos);
    const lineEnd = nl < 0 ? text.length : nl;
    const next = nl < 0 ? text.length : nl + 1;
    if (text.startsWith("---", pos)) {
      const rest = text.slice(pos + 3, lineEnd).trim();
      if (rest !== "" && !rest.startsWith("#")) {
        if (bufStart >= 0) chunks.push({ start: bufStart, end: pos, line: bufLine });
        return { chunks, error: { line, rest } };
      }
      if (bufStart >= 0) {
        chunks.push({ start: bufStart, end: pos, line: bufLine });
        bufStart = -1;
      } else {
        bufStart = pos;
        bufLine = line;
      }
    } else if (bufStart < 0) {
      bufStart = pos;
      bufLine = line;
    }
    pos = next;
    line++;
  }
  if (bufStart >= 0) chunks.push({ start: bufStart, end: text.length, line: bufLine });
  return { chunks };
}
function decodeYamlStream(em, text, ref, baseLine, fallback) {
  const { chunks, error } = splitYamlChunks(text, baseLine);
  chunks.forEach((c, i) => decodeChunk(em, text, ref, c.start, c.end, c.line, i === 0 ? fallback : void 0));
  if (error) {
    em.problem("parse-error", `invalid YAML document separator: \`---\` must stand alone on its line (found "${error.rest.slice(0, 60)}" after it)`, error.line, 1);
  }
}
var JSON_WS = /* @__PURE__ */ new Set([32, 9, 10, 13]);
function jsonValueEnd(text, p) {
  const c = text.charCodeAt(p);
  if (c === 123 || c === 91) {
    let depth = 0;
    for (let i2 = p; i2 < text.length; i2++) {
      const ch = text.charCodeAt(i2);
      if (ch === 34) i2 = stringEnd(text, i2) - 1;
      else if (ch === 123 || ch === 91) depth++;
      else if (ch === 125 || ch === 93) {
        if (--depth === 0) return i2 + 1;
      }
    }
    return -1;
  }
  if (c === 34) return stringEnd(text, p);
  let i = p;
  while (i < text.length && /[A-Za-z0-9+\-.]/.test(text[i])) i++;
  return i === p ? p + 1 : i;
}
function stringEnd(text, p) {
  for (let i = p + 1; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 92) i++;
    else if (ch === 34) return i + 1;
  }
  return text.length + 1;
}
function decodeJsonStream(em, text, ref) {
  let pos = 0;
  let good = 0;
  let lastGoodEnd = 0;
  let line = 1;
  let lineStart = 0;
  const advance = (to) => {
    for (let i = text.indexOf("\n", pos); i >= 0 && i < to; i = text.indexOf("\n", i + 1)) {
      line++;
      lineStart = i + 1;
    }
    pos = to;
  };
  for (; ; ) {
    let p = pos;
    while (p < text.length && JSON_WS.has(text.charCodeAt(p))) p++;
    advance(p);
    if (pos >= text.length) return;
    const end = jsonValueEnd(text, pos);
    let value;
    let error;
    let errorAt = pos;
    if (end < 0 || end > text.length) {
      error = "unexpected end of file inside a JSON value";
      errorAt = text.length;
    } else {
      try {
        value = JSON.parse(text.slice(pos, end));
      } catch (e) {
        const m = /position (\d+)/.exec(String(e));
        error = String(e.message).replace(/ in JSON at position \d+.*$/s, "");
        errorAt = pos + (m ? Number(m[1]) : 0);
      }
    }
    if (error !== void 0) {
      const at2 = lineCol(text, lineStart, line, errorAt);
      const message = `JSON: ${error}`;
      if (good < 2) {
        let r = lastGoodEnd;
        while (r < text.length && isGoSpace(text.charCodeAt(r)) && text.charCodeAt(r) !== 10) r++;
        if (text.charCodeAt(r) === 10) r++;
        const startLine = lineCol(text, 0, 1, r).line;
        const toYaml = (t) => t.slice(r).replace(/\r\n/g, "\n");
        decodeYamlStream(em, toYaml(text), derived(ref, toYaml), startLine, { message, line: at2.line, column: at2.column });
      } else {
        em.problem("parse-error", message, at2.line, at2.column);
      }
      return;
    }
    const col = pos - lineStart + 1;
    let k = pos + 1;
    while (k < end && JSON_WS.has(text.charCodeAt(k))) k++;
    const anchor = lineCol(text, lineStart, line, value !== null && typeof value === "object" && !Array.isArray(value) && k < end - 1 ? k : pos);
    em.doc({ value, doc: { file: em.file, line: anchor.line, column: anchor.column, mode: "json", source: { text: ref, start: pos, end, line, column: col, json: true } } });
    good++;
    lastGoodEnd = end;
    advance(end);
  }
}
function decodeFile(file, data, onDocument, reread) {
  const em = new Emitter(file, onDocument);
  const text = toText(data);
  const json = startsWithBrace2(text);
  const lf = (t) => !json && t.indexOf("\r") >= 0 ? t.replace(/\r\n/g, "\n") : t;
  const ref = reread ? derived({ text: () => toText(reread()) }, lf) : held(lf(text));
  if (json) {
    decodeJsonStream(em, text, ref);
  } else if (!isUtf8(data)) {
    em.problem("parse-error", "YAML: invalid UTF-8 in the file (go-yaml rejects it)", 1, 1);
  } else {
    decodeYamlStream(em, lf(text), ref, 1);
  }
  return em.problems;
}
function toText(data) {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("utf8");
}
function held(text) {
  return { text: () => text };
}
function derived(base, f) {
  let cached;
  return { text: () => cached ??= f(base.text()) };
}

// src/catalog/locate.ts
var import_yaml3 = __toESM(require_dist(), 1);
var parsed = /* @__PURE__ */ new WeakMap();
function parse2(doc) {
  let d = parsed.get(doc);
  if (d === void 0) {
    const { text, start, end } = doc.source;
    try {
      d = (0, import_yaml3.parseDocument)(text.text().slice(start, end), { schema: "failsafe", uniqueKeys: false, prettyErrors: false });
    } catch {
      d = null;
    }
    parsed.set(doc, d);
  }
  return d;
}
function toPosition(doc, offset) {
  const { start, line, column } = doc.source;
  const text = doc.source.text.text();
  let l = line;
  let ls = -1;
  for (let i = text.indexOf("\n", start); i >= 0 && i < start + offset; i = text.indexOf("\n", i + 1)) {
    l++;
    ls = i + 1;
  }
  return ls < 0 ? { line: l, column: column + offset } : { line: l, column: start + offset - ls + 1 };
}
function locate(doc, path) {
  const fallback = { line: doc.line, column: doc.column };
  if (path.length === 0) return fallback;
  if (!doc.source.json) {
    const at2 = locateFast(doc.source.text.text(), doc.source.start, doc.source.end, path);
    if (at2 !== void 0) return toPosition(doc, at2 - doc.source.start);
  }
  const d = parse2(doc);
  if (!d) return fallback;
  let node = d.contents;
  let best = fallback;
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    const last = i === path.length - 1;
    if (typeof step === "number" && node && (0, import_yaml3.isSeq)(node)) {
      node = node.items[step] ?? null;
      if (!node?.range) return best;
      best = toPosition(doc, node.range[0]);
    } else if (typeof step === "string" && node && (0, import_yaml3.isMap)(node)) {
      const f = fold(step);
      const pair = [...node.items].filter((p) => (0, import_yaml3.isScalar)(p.key) && fold(String(p.key.value)) === f).pop();
      if (!pair) return best;
      const key2 = pair.key;
      if (last && key2.range) return toPosition(doc, key2.range[0]);
      node = pair.value ?? null;
      if (!node?.range) return key2.range ? toPosition(doc, key2.range[0]) : best;
      best = toPosition(doc, node.range[0]);
    } else {
      return best;
    }
  }
  return best;
}
function plainScalarSource(doc, path) {
  const d = parse2(doc);
  let node = d?.contents ?? null;
  for (const step of path) {
    if (typeof step === "number" && node && (0, import_yaml3.isSeq)(node)) node = node.items[step] ?? null;
    else if (typeof step === "string" && node && (0, import_yaml3.isMap)(node)) {
      const f = fold(step);
      const pair = [...node.items].filter((p) => (0, import_yaml3.isScalar)(p.key) && fold(String(p.key.value)) === f).pop();
      node = pair?.value ?? null;
    } else return void 0;
  }
  return node && (0, import_yaml3.isScalar)(node) && node.type === "PLAIN" && node.tag === void 0 ? String(node.value) : void 0;
}

// src/catalog/type-surprise.ts
var TYPED = /* @__PURE__ */ new Set(["olm.package", "olm.package.required", "olm.gvk", "olm.gvk.required", "olm.bundle.object", "olm.csv.metadata", "olm.channel"]);
var SPECIFIC = /* @__PURE__ */ new Set(["olm.maxOpenShiftVersion"]);
var TRUE_FALSE = /* @__PURE__ */ new Set(["true", "True", "TRUE", "false", "False", "FALSE"]);
function surpriseOf(written, value) {
  if (typeof value === "boolean") {
    return TRUE_FALSE.has(written) ? void 0 : `\`${written}\` is read as the boolean ${value} (YAML 1.1); quote it ("${written}") if you meant text`;
  }
  if (typeof value === "number") {
    if (/^[-+]?(0[0-7_]+|0[xXoObB][0-9a-fA-F_]+)$/.test(written)) return `\`${written}\` is read as the number ${value}; quote it ("${written}") if you meant text`;
    if (/[.eE]/.test(written) && String(value) !== written) return `\`${written}\` is read as the number ${value} and loses its written form; quote it ("${written}")`;
  }
  return void 0;
}
function leaves(v, path, out) {
  if (typeof v === "boolean" || typeof v === "number") out.push([path, v]);
  else if (Array.isArray(v)) v.forEach((x, i) => leaves(x, [...path, i], out));
  else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) leaves(x, [...path, k], out);
}
function scan(doc, value, base, who, drafts) {
  if (doc.mode !== "yaml") return;
  const found = [];
  leaves(value, base, found);
  for (const [p, v] of found) {
    const written = plainScalarSource(doc, p);
    const msg = written === void 0 ? void 0 : surpriseOf(written, v);
    if (msg) drafts.push({ rule: "yaml-type-surprise", message: `${p.join(".")}: ${msg}`, ...who, at: { doc, path: p } });
  }
}
function propertySurprises(doc, props2, bundle, who, drafts) {
  for (const p of props2) {
    if (bundle && TYPED.has(p.type) || SPECIFIC.has(p.type) || p.value === void 0) continue;
    scan(doc, p.value, ["properties", p.index, "value"], who, drafts);
  }
}
function documentSurprises(doc, value, drafts) {
  scan(doc, value, [], {}, drafts);
}

// src/catalog/types.ts
function isFile(e) {
  return "data" in e;
}

// src/catalog/load.ts
function typedDrafts(doc, problems, who) {
  return problems.map((p) => ({ rule: p.rule, message: p.message, ...who, at: { doc, path: p.path } }));
}
function comparePaths(a, b) {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}
var NOT_KEPT = /* @__PURE__ */ new Set(["olm.csv.metadata", "olm.bundle.object"]);
function keep(p, invalid = p.invalid) {
  const value = p.value === void 0 || NOT_KEPT.has(p.type) ? void 0 : ownValue(p.value);
  return { ...p, value, invalid };
}
function loadBundle(doc, bundle, typed, drafts) {
  const who = { package: bundle.package || void 0, bundle: bundle.name || void 0 };
  const problems = [...typed, ...checkBundleObjects(bundle)];
  drafts.push(...typedDrafts(doc, problems, who));
  propertySurprises(doc, bundle.properties, true, who, drafts);
  const properties = bundle.properties.map((p) => {
    const errs = p.type === "olm.bundle.object" ? [] : propertyShapeErrors(p);
    for (const e of errs) drafts.push({ ...who, rule: "property-invalid", message: e.message, at: { doc, path: e.path } });
    return keep(p, errs.length > 0);
  });
  return { ...bundle, properties, broken: problems.length > 0 };
}
function addDocument(cfg, { doc, value }, drafts) {
  const meta = checkMeta(value);
  if (!meta.ok) {
    for (const p of meta.problems) drafts.push({ rule: p.rule, message: p.message, at: { doc, path: p.key !== void 0 ? [p.key] : [] } });
    return;
  }
  const { schema, obj } = meta;
  switch (schema) {
    case "olm.package": {
      const { pkg, problems } = decodePackage(doc, obj);
      const who = { package: pkg.name || void 0 };
      drafts.push(...typedDrafts(doc, problems, who));
      propertySurprises(doc, pkg.properties, false, who, drafts);
      cfg.packages.push({ ...pkg, properties: pkg.properties.map((p) => keep(p)) });
      break;
    }
    case "olm.channel": {
      const { channel, problems } = decodeChannel(doc, obj);
      const who = { package: channel.package || void 0, channel: channel.name || void 0 };
      drafts.push(...typedDrafts(doc, problems, who));
      propertySurprises(doc, channel.properties, false, who, drafts);
      cfg.channels.push({ ...channel, properties: channel.properties.map((p) => keep(p)) });
      break;
    }
    case "olm.bundle": {
      const { bundle, problems } = decodeBundle(doc, obj);
      cfg.bundles.push(loadBundle(doc, bundle, problems, drafts));
      break;
    }
    case "olm.deprecations": {
      const { deprecation, problems } = decodeDeprecation(doc, obj);
      drafts.push(...typedDrafts(doc, problems, { package: deprecation.package || void 0 }));
      cfg.deprecations.push(deprecation);
      break;
    }
    default:
      cfg.others++;
      documentSurprises(doc, value, drafts);
  }
}
var emptyCfg = () => ({ packages: [], channels: [], bundles: [], deprecations: [], others: 0 });
function addEntry(cfg, drafts, f) {
  if (!isFile(f)) {
    drafts.push({ rule: f.rule, message: f.message, at: { file: f.path, line: f.line ?? 1, column: 1 } });
    return;
  }
  const problems = decodeFile(f.path, f.data, (d) => addDocument(cfg, d, drafts), f.reread);
  for (const p of problems) drafts.push({ rule: p.rule, message: p.message, at: { file: p.file, line: p.line, column: p.column } });
}
function loadCatalog(entries) {
  const drafts = [];
  const cfg = emptyCfg();
  for (const f of entries) addEntry(cfg, drafts, f);
  return { cfg, drafts };
}
function loadEntry(entry) {
  return loadCatalog([entry]);
}
function joinLoads(loads) {
  const cfg = emptyCfg();
  const drafts = [];
  for (const l of loads) {
    for (const x of l.cfg.packages) cfg.packages.push(x);
    for (const x of l.cfg.channels) cfg.channels.push(x);
    for (const x of l.cfg.bundles) cfg.bundles.push(x);
    for (const x of l.cfg.deprecations) cfg.deprecations.push(x);
    for (const x of l.drafts) drafts.push(x);
    cfg.others += l.cfg.others;
  }
  return { cfg, drafts };
}

// src/catalog/indexignore.ts
var MAX_IGNORE_LINE = 64 * 1024;
function parseIgnorePattern(line, domain) {
  let p = line;
  let inclusion = false;
  if (p.startsWith("!")) {
    inclusion = true;
    p = p.slice(1);
  }
  if (!p.endsWith("\\ ")) p = p.replace(/ +$/, "");
  let dirOnly = false;
  if (p.endsWith("/")) {
    dirOnly = true;
    p = p.slice(0, -1);
  }
  return { domain, parts: p.split("/"), inclusion, dirOnly, isGlob: p.includes("/") };
}
function parseIgnoreFile(text, dir) {
  const domain = dir === "" ? [] : dir.split("/");
  const patterns = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (Buffer.byteLength(raw, "utf8") >= MAX_IGNORE_LINE) {
      return { ok: false, line: i + 1, error: "bufio.Scanner: token too long" };
    }
    const t = raw.trim();
    if (t === "" || t.startsWith("#")) continue;
    patterns.push(parseIgnorePattern(t, domain));
  }
  return { ok: true, patterns };
}
function simpleNameMatch(p, path, isDir) {
  for (let i = 0; i < path.length; i++) {
    if (!goMatch(p.parts[0], path[i])) continue;
    return !(p.dirOnly && !isDir && i === path.length - 1);
  }
  return false;
}
function globMatch(p, pathIn, isDir) {
  let path = pathIn;
  let matched = false;
  let canTraverse = false;
  for (let i = 0; i < p.parts.length; i++) {
    const part = p.parts[i];
    if (part === "") {
      canTraverse = false;
      continue;
    }
    if (part === "**") {
      if (i === p.parts.length - 1) break;
      canTraverse = true;
      continue;
    }
    if (part.includes("**")) return false;
    if (path.length === 0) return false;
    if (canTraverse) {
      canTraverse = false;
      while (path.length > 0) {
        const e = path[0];
        path = path.slice(1);
        if (goMatch(part, e)) {
          matched = true;
          break;
        } else if (path.length === 0) {
          matched = false;
        }
      }
    } else {
      if (!goMatch(part, path[0])) return false;
      matched = true;
      path = path.slice(1);
    }
  }
  if (matched && p.dirOnly && !isDir && path.length === 0) matched = false;
  return matched;
}
function patternMatch(p, path, isDir) {
  if (path.length <= p.domain.length) return void 0;
  for (let i = 0; i < p.domain.length; i++) if (path[i] !== p.domain[i]) return void 0;
  const rest = path.slice(p.domain.length);
  const hit = p.isGlob ? globMatch(p, rest, isDir) : simpleNameMatch(p, rest, isDir);
  if (!hit) return void 0;
  return p.inclusion ? "include" : "exclude";
}
function isIgnored(patterns, relPath) {
  const path = relPath.split("/");
  for (let i = patterns.length - 1; i >= 0; i--) {
    const m = patternMatch(patterns[i], path, false);
    if (m !== void 0) return m === "exclude";
  }
  return false;
}

// src/catalog/select.ts
var isIgnoreFile = (rel) => rel === ".indexignore" || rel.endsWith("/.indexignore");
function compareWalkOrder(a, b) {
  const x = a.split("/");
  const y = b.split("/");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = Buffer.compare(Buffer.from(x[i]), Buffer.from(y[i]));
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
function selectFiles(listed, readIgnore, produce) {
  const patterns = [];
  const early = [];
  for (const e of listed) {
    if ("rule" in e || !isIgnoreFile(e.rel)) continue;
    const r = readIgnore(e);
    if (!isFile(r)) {
      early.push(r);
      continue;
    }
    const dir = e.rel.includes("/") ? e.rel.slice(0, e.rel.lastIndexOf("/")) : "";
    const parsed2 = parseIgnoreFile(Buffer.from(r.data).toString("utf8"), dir);
    if (parsed2.ok) patterns.push(...parsed2.patterns);
    else early.push({ path: e.rel, rule: "parse-error", message: `.indexignore line ${parsed2.line} is longer than 64 KiB (${parsed2.error})`, line: parsed2.line });
  }
  function* entries() {
    yield* early;
    for (const e of listed) {
      if ("rule" in e) yield e;
      else if (!isIgnoreFile(e.rel) && !isIgnored(patterns, e.rel)) yield produce(e);
    }
  }
  return { [Symbol.iterator]: entries };
}
function selectEntries(listed, read) {
  return selectFiles(listed, read, read);
}

// src/catalog/listing.ts
import { createHash } from "node:crypto";
var isListedFile = (e) => "id" in e;
function gitBlobId(data) {
  return createHash("sha1").update(`blob ${data.length}\0`).update(data).digest("hex");
}

// src/catalog/fs-source.ts
var code = (e) => e.code ?? String(e);
function walk(root, dir, out) {
  let names;
  try {
    names = readdirSync(join(root, dir)).sort(comparePaths);
  } catch (e) {
    out.push({ path: dir || ".", rule: "file-unreadable", message: `cannot read directory: ${code(e)}` });
    return;
  }
  for (const name of names) {
    const rel = dir ? `${dir}/${name}` : name;
    let st;
    try {
      st = lstatSync(join(root, rel));
    } catch (e) {
      out.push({ path: rel, rule: "file-unreadable", message: `cannot stat: ${code(e)}` });
      continue;
    }
    if (st.isDirectory()) walk(root, rel, out);
    else if (st.isSymbolicLink()) out.push({ rel, kind: "symlink" });
    else if (st.isFile()) out.push({ rel, kind: "file" });
  }
}
function readEntry(root, realRoot, e) {
  const abs = join(root, e.rel);
  try {
    if (e.kind === "symlink") {
      let target;
      try {
        target = realpathSync(abs);
      } catch {
        return { path: e.rel, rule: "file-unreadable", message: "symlink target does not exist" };
      }
      const r = relative(realRoot, target);
      if (r === "" || r === ".." || r.startsWith(".." + sep) || r.startsWith(sep)) {
        return { path: e.rel, rule: "path-escapes-catalog", message: "this symlink points outside the catalog directory; fbc-bot does not follow it (opm would read it): copy the file into the catalog instead" };
      }
      if (statSync(abs).isDirectory()) {
        return { path: e.rel, rule: "file-unreadable", message: 'this is a symlink to a directory: opm treats it as a file and fails with "is a directory"' };
      }
    }
    return { path: e.rel, data: readFileSync(abs), reread: () => readFileSync(abs) };
  } catch (err) {
    return { path: e.rel, rule: "file-unreadable", message: `cannot read: ${code(err)}` };
  }
}
function readCatalogDir(root) {
  if (!statSync(root).isDirectory()) throw new Error(`${root} is not a directory`);
  readdirSync(root);
  const realRoot = realpathSync(root);
  const listed = [];
  walk(root, "", listed);
  return { entries: selectEntries(listed, (e) => readEntry(root, realRoot, e)) };
}
function listCatalogDir(root) {
  const where3 = /* @__PURE__ */ new Map();
  const files = [];
  for (const e of readCatalogDir(root).entries) {
    if (!isFile(e)) {
      files.push(e);
      continue;
    }
    const id = gitBlobId(e.data);
    if (!where3.has(id)) where3.set(id, join(root, e.path));
    files.push({ path: e.path, id });
  }
  const read = (ids) => new Map(ids.map((id) => {
    const data = readFileSync(where3.get(id));
    if (gitBlobId(data) !== id) throw new Error(`${where3.get(id)} changed while it was being read`);
    return [id, data];
  }));
  return { files, read };
}

// src/git/git-source.ts
import { posix } from "node:path";

// src/git/git.ts
import { spawnSync } from "node:child_process";
var GitError = class extends Error {
};
function git(repo, args, input) {
  const r = spawnSync("git", ["-C", repo, ...args], { input, maxBuffer: 2 ** 31 - 1 });
  if (r.error) throw new GitError(`cannot run git: ${r.error.message}`);
  if (r.status !== 0) throw new GitError(r.stderr.toString("utf8").trim() || `git ${args[0]} failed (exit ${r.status})`);
  return r.stdout;
}
function resolveCommit(repo, rev) {
  try {
    return git(repo, ["rev-parse", "--verify", "--end-of-options", `${rev}^{commit}`]).toString("utf8").trim();
  } catch (e) {
    const shallow = (() => {
      try {
        return git(repo, ["rev-parse", "--is-shallow-repository"]).toString("utf8").trim() === "true";
      } catch {
        return false;
      }
    })();
    throw new GitError(`revision "${rev}" is not a commit in ${repo}${shallow ? " (this is a shallow clone: fetch the commit, e.g. `git fetch --deepen` or a full fetch)" : ""}: ${e.message}`);
  }
}
function listTree(repo, commit, path) {
  const spec = path === "" || path === "." ? commit : `${commit}:${path}`;
  const out = git(repo, ["ls-tree", "-r", "-t", "-z", "--full-name", spec]).toString("utf8");
  const entries = [];
  for (const rec of out.split("\0")) {
    if (rec === "") continue;
    const tab = rec.indexOf("	");
    const [mode, type, oid] = rec.slice(0, tab).split(" ");
    entries.push({ mode, type, oid, path: rec.slice(tab + 1) });
  }
  return entries;
}
function isTree(repo, commit, path) {
  if (path === "" || path === ".") return true;
  try {
    return git(repo, ["cat-file", "-t", `${commit}:${path}`]).toString("utf8").trim() === "tree";
  } catch {
    return false;
  }
}
function readFileAt(repo, commit, path) {
  let type;
  try {
    type = git(repo, ["cat-file", "-t", `${commit}:${path}`]).toString("utf8").trim();
  } catch {
    return void 0;
  }
  if (type !== "blob") throw new GitError(`${path} at ${commit.slice(0, 12)} is a ${type}, not a file`);
  return git(repo, ["cat-file", "blob", `${commit}:${path}`]);
}
function readBlobs(repo, oids) {
  const blobs = /* @__PURE__ */ new Map();
  if (oids.length === 0) return blobs;
  const out = git(repo, ["cat-file", "--batch"], oids.join("\n") + "\n");
  let p = 0;
  while (p < out.length) {
    const nl = out.indexOf(10, p);
    const header = out.subarray(p, nl).toString("utf8").split(" ");
    if (header[1] === "missing") throw new GitError(`object ${header[0]} is missing from ${repo}`);
    const size = Number(header[2]);
    blobs.set(header[0], out.subarray(nl + 1, nl + 1 + size));
    p = nl + 1 + size + 1;
  }
  return blobs;
}

// src/git/git-source.ts
function parseGitSource(source) {
  const m = /^git:([^:]*):(.*)$/.exec(source);
  if (!m || m[1] === "") return void 0;
  return { rev: m[1], path: posix.normalize(m[2] || ".").replace(/\/$/, "") };
}
function listGitCatalog(repo, commit, path) {
  const tree = listTree(repo, commit, path);
  const byPath = new Map(tree.map((e) => [e.path, e]));
  const items = tree.filter((e) => e.type === "blob").map((entry) => ({ rel: entry.path, entry })).sort((a, b) => compareWalkOrder(a.rel, b.rel));
  const small = readBlobs(repo, [...new Set(items.filter((i) => i.entry.mode === "120000" || /(^|\/)\.indexignore$/.test(i.rel)).map((i) => i.entry.oid))]);
  const produce = ({ entry, rel }) => {
    if (entry.mode !== "120000") return { path: rel, id: entry.oid };
    const target = small.get(entry.oid).toString("utf8");
    const resolved = posix.normalize(posix.join(posix.dirname(rel), target));
    if (target.startsWith("/") || resolved === ".." || resolved.startsWith("../")) {
      return { path: rel, rule: "path-escapes-catalog", message: "this symlink points outside the catalog directory; fbc-bot does not follow it (opm would read it): copy the file into the catalog instead" };
    }
    const t = byPath.get(resolved);
    if (!t) return { path: rel, rule: "file-unreadable", message: "symlink target does not exist" };
    if (t.type === "tree") return { path: rel, rule: "file-unreadable", message: 'this is a symlink to a directory: opm treats it as a file and fails with "is a directory"' };
    if (t.mode === "120000") return { path: rel, rule: "file-unreadable", message: "a symlink to a symlink: fbc-bot follows one level" };
    return { path: rel, id: t.oid };
  };
  const readIgnore = (item) => {
    const r = produce(item);
    if (!isListedFile(r)) return r;
    const data = small.get(r.id) ?? readBlobs(repo, [r.id]).get(r.id);
    return { path: r.path, data };
  };
  return { files: [...selectFiles(items, readIgnore, produce)], read: (ids) => readBlobs(repo, ids) };
}
function readGitCatalog(repo, commit, path) {
  const listing = listGitCatalog(repo, commit, path);
  const blobs = listing.read([...new Set(listing.files.filter(isListedFile).map((f) => f.id))]);
  return listing.files.map((f) => {
    if (!isListedFile(f)) return f;
    const data = blobs.get(f.id);
    return { path: f.path, data, reread: () => data };
  });
}

// src/semver/blang.ts
var UINT64_MAX2 = (1n << 64n) - 1n;
var DIGITS = /^[0-9]*$/;
var ALPHANUM = /^[0-9A-Za-z-]*$/;
function hasLeadingZeroes(s) {
  return s.length > 1 && s[0] === "0";
}
function parseUint(s) {
  if (s === "") return { ok: false, error: `strconv.ParseUint: parsing "": invalid syntax` };
  const n = BigInt(s);
  if (n > UINT64_MAX2) return { ok: false, error: `strconv.ParseUint: parsing ${goQuote(s)}: value out of range` };
  return { ok: true, value: n };
}
function goQuote(s) {
  return JSON.stringify(s).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
function parsePreId(s) {
  if (s.length === 0) return { ok: false, error: "Prerelease is empty" };
  if (DIGITS.test(s)) {
    if (hasLeadingZeroes(s)) {
      return { ok: false, error: `Numeric PreRelease version must not contain leading zeroes ${goQuote(s)}` };
    }
    const n = parseUint(s);
    return n.ok ? { ok: true, value: { num: n.value } } : n;
  }
  if (ALPHANUM.test(s)) return { ok: true, value: { str: s } };
  return { ok: false, error: `Invalid character(s) found in prerelease ${goQuote(s)}` };
}
function parseNumber(part, which) {
  if (!DIGITS.test(part)) return { ok: false, error: `Invalid character(s) found in ${which} number ${goQuote(part)}` };
  if (hasLeadingZeroes(part)) {
    const cap = which[0].toUpperCase() + which.slice(1);
    return { ok: false, error: `${cap} number must not contain leading zeroes ${goQuote(part)}` };
  }
  return parseUint(part);
}
function parseVersion(s) {
  if (s.length === 0) return { ok: false, error: "Version string empty" };
  const first = s.indexOf(".");
  const second = first < 0 ? -1 : s.indexOf(".", first + 1);
  if (second < 0) return { ok: false, error: "No Major.Minor.Patch elements found" };
  const major = parseNumber(s.slice(0, first), "major");
  if (!major.ok) return major;
  const minor = parseNumber(s.slice(first + 1, second), "minor");
  if (!minor.ok) return minor;
  let patchStr = s.slice(second + 1);
  let build2 = [];
  let preStrs = [];
  const plus = patchStr.indexOf("+");
  if (plus >= 0) {
    build2 = patchStr.slice(plus + 1).split(".");
    patchStr = patchStr.slice(0, plus);
  }
  const dash = patchStr.indexOf("-");
  if (dash >= 0) {
    preStrs = patchStr.slice(dash + 1).split(".");
    patchStr = patchStr.slice(0, dash);
  }
  const patch = parseNumber(patchStr, "patch");
  if (!patch.ok) return patch;
  const pre = [];
  for (const p of preStrs) {
    const id = parsePreId(p);
    if (!id.ok) return id;
    pre.push(id.value);
  }
  for (const b of build2) {
    if (b.length === 0) return { ok: false, error: "Build meta data is empty" };
    if (!ALPHANUM.test(b)) return { ok: false, error: `Invalid character(s) found in build meta data ${goQuote(b)}` };
  }
  return { ok: true, value: { major: major.value, minor: minor.value, patch: patch.value, pre, build: build2 } };
}
function preIdString(p) {
  return p.num !== void 0 ? p.num.toString() : p.str ?? "";
}
function versionString(v) {
  let s = `${v.major}.${v.minor}.${v.patch}`;
  if (v.pre.length > 0) s += "-" + v.pre.map(preIdString).join(".");
  if (v.build.length > 0) s += "+" + v.build.join(".");
  return s;
}
function cmpBig(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function comparePreId(a, b) {
  if (a.num !== void 0 && b.num !== void 0) return cmpBig(a.num, b.num);
  if (a.num !== void 0) return -1;
  if (b.num !== void 0) return 1;
  const x = a.str ?? "";
  const y = b.str ?? "";
  return x < y ? -1 : x > y ? 1 : 0;
}
function compareVersions(a, b) {
  const c = cmpBig(a.major, b.major) || cmpBig(a.minor, b.minor) || cmpBig(a.patch, b.patch);
  if (c !== 0) return c;
  if (a.pre.length === 0 && b.pre.length === 0) return 0;
  if (a.pre.length === 0) return 1;
  if (b.pre.length === 0) return -1;
  const n = Math.min(a.pre.length, b.pre.length);
  for (let i = 0; i < n; i++) {
    const d = comparePreId(a.pre[i], b.pre[i]);
    if (d !== 0) return d;
  }
  return a.pre.length - b.pre.length === 0 ? 0 : a.pre.length < b.pre.length ? -1 : 1;
}

// src/semver/release.ts
function parseRelease(s) {
  if (Buffer.byteLength(s, "utf8") > 20) {
    return { ok: false, error: `invalid release ${goQuote(s)}: exceeds maximum length of 20 characters` };
  }
  const ids = [];
  const errors = [];
  s.split(".").forEach((seg, i) => {
    const id = parsePreId(seg);
    if (id.ok) ids.push(id.value);
    else errors.push(`segment ${i}: ${id.error}`);
  });
  if (errors.length > 0) return { ok: false, error: `invalid release ${goQuote(s)}: ${errors.join("\n")}` };
  return { ok: true, value: ids };
}

// src/rules/bundles.ts
function readBundle(pkg, mb, drafts) {
  const b = mb.b;
  const who = { package: pkg.name, bundle: b.name };
  const at2 = (path) => ({ doc: b.doc, path });
  const pkgProps = b.properties.filter((p) => p.type === "olm.package");
  if (pkgProps.length !== 1) {
    drafts.push({ ...who, rule: "bundle-package-property-count", message: `bundle "${b.name}" must have exactly one "olm.package" property, found ${pkgProps.length}`, at: pkgProps.length > 1 ? at2(["properties", pkgProps[1].index]) : at2(["properties"]) });
  } else if (!pkgProps[0].invalid) {
    const prop = pkgProps[0];
    const path = ["properties", prop.index, "value"];
    const packageName = stringField(prop.value, "packageName");
    if (packageName !== b.package) {
      drafts.push({ ...who, rule: "bundle-package-property-mismatch", message: `the olm.package property says packageName "${packageName}", but the bundle belongs to package "${b.package}"`, at: at2([...path, "packageName"]) });
    }
    const vText = stringField(prop.value, "version");
    const v = parseVersion(vText);
    if (!v.ok) drafts.push({ ...who, rule: "bundle-version-invalid", message: `version "${vText}" is not strict semver: ${v.error}`, at: at2([...path, "version"]) });
    else mb.version = v.value;
    const release = stringField(prop.value, "release");
    if (release !== "") {
      const r = parseRelease(release);
      if (!r.ok) drafts.push({ ...who, rule: "bundle-release-invalid", message: `release "${release}" is invalid: ${r.error}`, at: at2([...path, "release"]) });
      else mb.release = release;
    }
    mb.packageProperty = true;
  }
  if (b.image !== "") {
    const err = imageRefError(b.image);
    if (err) drafts.push({ ...who, rule: "image-invalid", message: `image "${b.image}" is not a valid pull spec: ${err}`, at: at2(["image"]) });
  }
  b.relatedImages.forEach((ri, i) => {
    if (ri.image === "") return;
    const err = imageRefError(ri.image);
    if (err) drafts.push({ ...who, rule: "related-image-invalid", message: `relatedImages[${i}].image "${ri.image}" is not a valid pull spec: ${err}`, at: at2(["relatedImages", i, "image"]) });
  });
}
function modelChecks(pkg, mb, inChannel, drafts) {
  const b = mb.b;
  const who = { package: pkg.name, bundle: b.name };
  if (!inChannel) {
    drafts.push({ ...who, rule: "bundle-not-in-channel", message: `bundle "${b.name}" is in no channel of package "${pkg.name}" (an orphaned bundle); add it to a channel or remove it`, at: { doc: b.doc, path: ["name"] } });
  }
  if (b.image === "" && !b.properties.some((p) => p.type === "olm.bundle.object")) {
    drafts.push({ ...who, rule: "bundle-image-missing", message: `bundle "${b.name}" has no \`image\` and no olm.bundle.object properties`, at: { doc: b.doc, path: ["name"] } });
  }
  if (mb.version && mb.release !== void 0) {
    const expected = `${pkg.name}-v${versionString(mb.version)}-${mb.release}`;
    if (b.name !== expected) {
      drafts.push({ ...who, rule: "bundle-name-not-normalized", message: `a bundle with a release must be named "${expected}", not "${b.name}"`, at: { doc: b.doc, path: ["name"] } });
    }
    if (mb.version.build.length > 0) {
      drafts.push({ ...who, rule: "bundle-build-metadata-with-release", message: `version "${versionString(mb.version)}" has build metadata, which cannot be combined with release "${mb.release}"`, at: { doc: b.doc, path: ["properties"] } });
    }
  }
}
function bundleRules(model, drafts) {
  for (const pkg of model.packages.values()) {
    const listed = /* @__PURE__ */ new Set();
    for (const c of pkg.channelDocs) for (const e of c.entries) listed.add(e.name);
    for (const mb of pkg.bundles.values()) {
      if (mb.b.broken) continue;
      readBundle(pkg, mb, drafts);
      modelChecks(pkg, mb, listed.has(mb.b.name), drafts);
    }
  }
}

// src/semver/blang-range.ts
function splitAndTrim(s) {
  const out = [];
  let last = 0;
  let lastChar = "";
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === " " && lastChar !== ">" && lastChar !== "<" && lastChar !== "=") {
      if (last < i - 1) out.push(s.slice(last, i));
      last = i + 1;
    } else if (c !== " ") {
      lastChar = c;
    }
  }
  if (last < s.length - 1) out.push(s.slice(last));
  return out.map((t) => t.replaceAll(" ", ""));
}
function splitOrParts(parts) {
  const groups = [];
  let last = 0;
  for (let i = 0; i < parts.length; i++) {
    if (parts[i] === "||") {
      if (i === 0) return { ok: false, error: "First element in range is '||'" };
      groups.push(parts.slice(last, i));
      last = i + 1;
    }
  }
  if (last === parts.length) return { ok: false, error: "Last element in range is '||'" };
  groups.push(parts.slice(last));
  return { ok: true, value: groups };
}
var DIGIT = new RegExp("\\p{Nd}", "u");
function splitComparatorVersion(s) {
  const m = DIGIT.exec(s);
  if (!m) return { ok: false, error: `Could not get version from string: ${goQuote(s)}` };
  return { ok: true, value: [s.slice(0, m.index).trim(), s.slice(m.index)] };
}
function goAtoiIncrement(part) {
  if (part === void 0 || !/^[+-]?[0-9]+$/.test(part)) return void 0;
  return (BigInt(part) + 1n).toString();
}
function expandWildcard(token) {
  const split = splitComparatorVersion(token);
  if (!split.ok) return split;
  const [op, v] = split.value;
  const parts = v.split(".");
  const kind = parts[parts.length - 1] === "x" ? parts.length : 0;
  let flat = v.replace(".x.x", ".x").replace(".x", ".0");
  if (flat.split(".").length === 2) flat += ".0";
  const out = [];
  let resultOp = "";
  let increment = false;
  switch (op) {
    case ">":
      resultOp = ">=";
      increment = true;
      break;
    case ">=":
      resultOp = ">=";
      break;
    case "<":
      resultOp = "<";
      break;
    case "<=":
      resultOp = "<";
      increment = true;
      break;
    case "":
    case "=":
    case "==":
      out.push(">=" + flat);
      resultOp = "<";
      increment = true;
      break;
    case "!=":
    case "!":
      out.push("<" + flat);
      resultOp = ">=";
      increment = true;
      break;
  }
  let resultVersion = "";
  if (!increment) {
    resultVersion = flat;
  } else {
    const fp = flat.split(".");
    const idx = kind === 3 ? 1 : kind === 2 ? 0 : -1;
    if (idx >= 0) {
      const inc = goAtoiIncrement(fp[idx]);
      if (inc !== void 0) {
        fp[idx] = inc;
        resultVersion = fp.join(".");
      }
    }
  }
  out.push(resultOp + resultVersion);
  return { ok: true, value: out };
}
var OPS = { "": "=", "=": "=", "==": "=", ">": ">", ">=": ">=", "<": "<", "<=": "<=", "!": "!=", "!=": "!=" };
function parseBlangRange(s) {
  const orParts = splitOrParts(splitAndTrim(s));
  if (!orParts.ok) return orParts;
  const expanded = [];
  for (const group of orParts.value) {
    const g = [];
    for (const token of group) {
      if (token.includes("x")) {
        const e = expandWildcard(token);
        if (!e.ok) return e;
        g.push(...e.value);
      } else {
        g.push(token);
      }
    }
    expanded.push(g);
  }
  const groups = [];
  for (const group of expanded) {
    const comps = [];
    for (const token of group) {
      const split = splitComparatorVersion(token);
      if (!split.ok) return split;
      const [opStr, vStr] = split.value;
      const op = OPS[opStr];
      if (op === void 0) {
        return { ok: false, error: `Could not parse Range ${goQuote(token)}: Could not parse comparator ${goQuote(opStr)} in ${goQuote(opStr + vStr)}` };
      }
      const v = parseVersion(vStr);
      if (!v.ok) {
        return { ok: false, error: `Could not parse Range ${goQuote(token)}: Could not parse version ${goQuote(vStr)} in ${goQuote(opStr + vStr)}: ${v.error}` };
      }
      comps.push({ op, version: v.value });
    }
    groups.push(comps);
  }
  return { ok: true, value: { groups } };
}
function holds(c, v) {
  const d = compareVersions(v, c.version);
  switch (c.op) {
    case "=":
      return d === 0;
    case "!=":
      return d !== 0;
    case ">":
      return d > 0;
    case ">=":
      return d >= 0;
    case "<":
      return d < 0;
    case "<=":
      return d <= 0;
  }
}
function blangRangeMatch(r, v) {
  for (const group of r.groups) {
    if (group.length === 0) return "panic";
    if (group.every((c) => holds(c, v))) return true;
  }
  return false;
}
function hasEmptyGroup(r) {
  return r.groups.some((g) => g.length === 0);
}

// src/rules/channel-graph.ts
function opmHeads(entries) {
  const incoming = /* @__PURE__ */ new Set();
  for (const e of entries) {
    if (e.replaces !== "") incoming.add(e.replaces);
    for (const s of e.skips) incoming.add(s);
  }
  return entries.filter((e) => !incoming.has(e.name)).map((e) => e.name);
}
function checkChannelGraph(entries) {
  const heads = opmHeads(entries);
  if (heads.length === 0) return { kind: "no-head" };
  if (heads.length > 1) return { kind: "multiple-heads", heads: [...heads].sort() };
  const byName3 = new Map(entries.map((e) => [e.name, e]));
  const skipped = new Set(entries.flatMap((e) => e.skips));
  const order = [heads[0]];
  const visited = new Set(order);
  let cur = byName3.get(heads[0]);
  for (; ; ) {
    const r = cur.replaces;
    if (skipped.has(r)) break;
    if (visited.has(r)) return { kind: "cycle", path: [...order.slice(order.indexOf(r)), r] };
    visited.add(r);
    order.push(r);
    const next = byName3.get(r);
    if (!next) break;
    cur = next;
  }
  const stranded = entries.map((e) => e.name).filter((n) => !visited.has(n) && !skipped.has(n));
  return stranded.length > 0 ? { kind: "stranded", names: stranded.sort() } : void 0;
}

// src/rules/skiprange-sat.ts
function groupSatisfiable(group) {
  let lo;
  let hi;
  const excluded = [];
  for (const c of group) {
    const b = { v: c.version, inclusive: c.op === ">=" || c.op === "<=" || c.op === "=" };
    if (c.op === "!=") {
      excluded.push(c.version);
      continue;
    }
    if (c.op === ">" || c.op === ">=" || c.op === "=") {
      const d = lo ? compareVersions(b.v, lo.v) : 1;
      if (!lo || d > 0 || d === 0 && !b.inclusive) lo = b;
    }
    if (c.op === "<" || c.op === "<=" || c.op === "=") {
      const d = hi ? compareVersions(b.v, hi.v) : -1;
      if (!hi || d < 0 || d === 0 && !b.inclusive) hi = b;
    }
  }
  if (lo && hi) {
    const d = compareVersions(lo.v, hi.v);
    if (d > 0) return false;
    if (d === 0) return lo.inclusive && hi.inclusive && !excluded.some((x) => compareVersions(x, lo.v) === 0);
  }
  return true;
}
function rangeMatchesNothing(r) {
  return r.groups.every((g) => g.length > 0 && !groupSatisfiable(g));
}

// src/rules/channels.ts
function graphDraft(pkg, ch, drafts) {
  const p = checkChannelGraph(ch.entries);
  if (!p || !ch.c) return;
  const base = { package: pkg.name, channel: ch.name, at: { doc: ch.c.doc, path: ["name"] } };
  switch (p.kind) {
    case "no-head":
      drafts.push({ ...base, rule: "channel-no-head", message: `channel "${ch.name}" has no head: every entry is replaced or skipped by another entry` });
      break;
    case "multiple-heads":
      drafts.push({ ...base, rule: "channel-multiple-heads", message: `channel "${ch.name}" has ${p.heads.length} heads (${p.heads.join(", ")}): exactly one entry may be neither replaced nor skipped (skipRange does not count); connect the others with \`replaces\` or \`skips\`` });
      break;
    case "cycle":
      drafts.push({ ...base, rule: "channel-replaces-cycle", message: `the replaces chain of channel "${ch.name}" loops: ${p.path.join(" -> ")}` });
      break;
    case "stranded":
      drafts.push({ ...base, rule: "channel-stranded-bundles", message: `channel "${ch.name}" strands ${p.names.join(", ")}: they are neither on the head's replaces chain nor skipped by any entry` });
      break;
  }
}
function entryChecks(model, pkg, ch, seenRanges, drafts) {
  const c = ch.c;
  for (const e of ch.entries) {
    const who = { package: pkg.name, channel: ch.name, bundle: e.name || void 0 };
    const at2 = (path) => ({ doc: c.doc, path: ["entries", e.index, ...path] });
    if (e.name === "") {
      drafts.push({ ...who, rule: "bundle-name-missing", message: `an entry of channel "${ch.name}" has an empty \`name\``, at: at2([]) });
    } else if (!pkg.bundleNames.has(e.name) && !model.unlinkedBundles.has(e.name)) {
      drafts.push({ ...who, rule: "channel-entry-no-bundle", message: `channel "${ch.name}" lists "${e.name}", but package "${pkg.name}" has no olm.bundle with that name`, at: at2(["name"]) });
    }
    e.skips.forEach((s, i) => {
      if (s === "") drafts.push({ ...who, rule: "skip-empty", message: `skips[${i}] of "${e.name}" is an empty string`, at: at2(["skips", i]) });
    });
    if (e.skipRange === "") continue;
    const key2 = `${e.name}\0${e.skipRange}`;
    if (seenRanges.has(key2)) continue;
    seenRanges.add(key2);
    const r = parseBlangRange(e.skipRange);
    if (!r.ok) {
      drafts.push({ ...who, rule: "skiprange-invalid", message: `skipRange ${goQuote(e.skipRange)} of "${e.name}" does not parse: ${r.error}`, at: at2(["skipRange"]) });
    } else if (hasEmptyGroup(r.value)) {
      drafts.push({ ...who, rule: "skiprange-empty-group", message: `skipRange ${goQuote(e.skipRange)} of "${e.name}" has an empty \`||\` group: opm accepts it, but OLM's resolver crashes matching it; remove the extra \`||\``, at: at2(["skipRange"]) });
    } else if (rangeMatchesNothing(r.value)) {
      drafts.push({ ...who, rule: "skiprange-matches-nothing", message: `skipRange ${goQuote(e.skipRange)} of "${e.name}" can match no version (blang reads it as ${describe2(r.value)})`, at: at2(["skipRange"]) });
    }
  }
}
function describe2(r) {
  return r.groups.map((g) => g.map((c) => `${c.op}${versionString(c.version)}`).join(" AND ")).join(" OR ");
}
function channelRules(model, drafts) {
  for (const pkg of model.packages.values()) {
    const seenRanges = /* @__PURE__ */ new Set();
    for (const ch of pkg.channels.values()) {
      if (ch.synthetic || !ch.c) continue;
      if (ch.entries.length === 0) {
        drafts.push({ package: pkg.name, channel: ch.name, rule: "channel-empty", message: `channel "${ch.name}" has no entries`, at: { doc: ch.c.doc, path: ["name"] } });
        continue;
      }
      entryChecks(model, pkg, ch, seenRanges, drafts);
      if (!ch.c.broken) graphDraft(pkg, ch, drafts);
    }
  }
}

// node_modules/@bufbuild/cel/dist/esm/logic-manager.js
var LogicManager = class _LogicManager {
  builder;
  function;
  terms;
  ops;
  variadicASTs;
  constructor(builder, functionName, term, variadicASTs) {
    this.builder = builder;
    this.function = functionName;
    this.terms = [term];
    this.ops = [];
    this.variadicASTs = variadicASTs;
  }
  static newVariadicLogicManager(builder, functionName, term) {
    return new _LogicManager(builder, functionName, term, true);
  }
  static newBalancingLogicManager(builder, functionName, term) {
    return new _LogicManager(builder, functionName, term, false);
  }
  addTerm(op, term) {
    this.terms.push(term);
    this.ops.push(op);
  }
  toExpr() {
    if (this.terms.length === 1) {
      return this.terms[0];
    }
    if (this.variadicASTs) {
      return this.builder.nextExpr(this.ops[0], {
        case: "callExpr",
        value: {
          $typeName: "cel.expr.Expr.Call",
          function: this.function,
          args: this.terms
        }
      });
    }
    return this.balancedTree(0, this.ops.length - 1);
  }
  balancedTree(lo, hi) {
    const mid = Math.floor((lo + hi + 1) / 2);
    let left;
    if (mid === lo) {
      left = this.terms[mid];
    } else {
      left = this.balancedTree(lo, mid - 1);
    }
    let right;
    if (mid === hi) {
      right = this.terms[mid + 1];
    } else {
      right = this.balancedTree(mid + 1, hi);
    }
    return this.builder.nextExpr(this.ops[mid], {
      case: "callExpr",
      value: {
        $typeName: "cel.expr.Expr.Call",
        function: this.function,
        args: [left, right]
      }
    });
  }
};

// node_modules/@bufbuild/cel/dist/esm/builder.js
var encoder = new TextEncoder();
var accuVarName = "@result";
var Builder = class {
  #prevId = 0n;
  sourceInfo = {
    $typeName: "cel.expr.SourceInfo",
    syntaxVersion: "",
    location: "",
    lineOffsets: [],
    positions: {},
    macroCalls: {},
    extensions: []
  };
  nextExpr(offset, exprKind) {
    this.sourceInfo.positions[(++this.#prevId).toString()] = offset;
    return {
      $typeName: "cel.expr.Expr",
      id: this.#prevId,
      exprKind
    };
  }
  nextEntry(offset, keyKind, value) {
    this.sourceInfo.positions[(++this.#prevId).toString()] = offset;
    return {
      $typeName: "cel.expr.Expr.CreateStruct.Entry",
      id: this.#prevId,
      keyKind,
      value,
      optionalEntry: false
    };
  }
  newConstExpr(offset, constantKind) {
    return this.nextExpr(offset, {
      case: "constExpr",
      value: { $typeName: "cel.expr.Constant", constantKind }
    });
  }
  newCallExpr(offset, functionName, args) {
    if (functionName === "has" && args.length === 1 && args[0].exprKind?.case === "selectExpr") {
      return this.expandHasMacro(offset, args[0]);
    }
    if ((functionName === "_||_" || functionName === "_&&_") && args.length > 1) {
      const logicManager = LogicManager.newBalancingLogicManager(this, functionName, args[0]);
      for (let i = 1; i < args.length; i += 1) {
        logicManager.addTerm(offset, args[i]);
      }
      return logicManager.toExpr();
    }
    return this.nextExpr(offset, {
      case: "callExpr",
      value: {
        $typeName: "cel.expr.Expr.Call",
        function: functionName,
        args
      }
    });
  }
  newMemberCallExpr(offset, target, functionName, args) {
    return this.maybeExpand(offset, this.nextExpr(offset, {
      case: "callExpr",
      value: {
        $typeName: "cel.expr.Expr.Call",
        function: functionName,
        target,
        args
      }
    }));
  }
  newStringExpr(offset, sequence) {
    return this.newConstExpr(offset, {
      case: "stringValue",
      value: sequence.reduce((string, chunk) => {
        if (typeof chunk !== "string") {
          if (chunk.some((cp) => cp >= 55296 && cp < 57344)) {
            throw new Error("surrogate code points are not allowed");
          }
          return string + String.fromCodePoint(...chunk);
        }
        return string + chunk;
      }, "")
    });
  }
  newBytesExpr(offset, sequence) {
    const chunks = [];
    let totalSize = 0;
    for (const rawChunk of sequence) {
      const chunk = typeof rawChunk === "string" ? encoder.encode(rawChunk) : rawChunk;
      chunks.push(chunk);
      totalSize += chunk.length;
    }
    const value = new Uint8Array(totalSize);
    let chunkOffset = 0;
    for (const chunk of chunks) {
      value.set(chunk, chunkOffset);
      chunkOffset += chunk.length;
    }
    return this.newConstExpr(offset, {
      case: "bytesValue",
      value
    });
  }
  newBoolExpr(offset, keyword) {
    return this.newConstExpr(offset, {
      case: "boolValue",
      value: keyword === "true"
    });
  }
  newInt64Expr(offset, digits) {
    return this.newConstExpr(offset, {
      case: "int64Value",
      value: digits[0] === "-" ? -BigInt(digits.slice(1)) : BigInt(digits)
    });
  }
  newUnsignedInt64Expr(offset, digits) {
    return this.newConstExpr(offset, {
      case: "uint64Value",
      value: BigInt(digits)
    });
  }
  newDoubleExpr(offset, digits) {
    return this.newConstExpr(offset, {
      case: "doubleValue",
      value: parseFloat(digits)
    });
  }
  newNullExpr(offset) {
    return this.newConstExpr(offset, {
      case: "nullValue",
      value: 0
    });
  }
  newIdentExpr(offset, name) {
    const expr = this.nextExpr(offset, {
      case: "identExpr",
      value: { $typeName: "cel.expr.Expr.Ident", name }
    });
    return expr;
  }
  newInfixExpr(offset, op, args) {
    return this.newCallExpr(offset, op === "in" ? "@in" : `_${op}_`, args);
  }
  newSelectExpr(offset, operand, field) {
    return this.nextExpr(offset, {
      case: "selectExpr",
      value: {
        $typeName: "cel.expr.Expr.Select",
        operand,
        field,
        testOnly: false
      }
    });
  }
  newIndexExpr(offset, operand, index) {
    return this.newCallExpr(offset, "_[_]", [operand, index]);
  }
  expandHasMacro(offset, target) {
    if (target.exprKind.case !== "selectExpr") {
      return this.newCallExpr(offset, "has", [target]);
    }
    const test = this.nextExpr(offset, {
      case: "selectExpr",
      value: { ...target.exprKind.value, testOnly: true }
    });
    this.addMacroCall(test.id, "has", void 0, [target]);
    return test;
  }
  newListExpr(offset, elements) {
    return this.nextExpr(offset, {
      case: "listExpr",
      value: {
        $typeName: "cel.expr.Expr.CreateList",
        elements,
        optionalIndices: []
      }
    });
  }
  newBoolMacro(offset, iterRange, iterVar, init, loopStep, loopCondition) {
    return this.nextExpr(offset, {
      case: "comprehensionExpr",
      value: {
        $typeName: "cel.expr.Expr.Comprehension",
        accuVar: accuVarName,
        accuInit: this.newConstExpr(offset, {
          case: "boolValue",
          value: init
        }),
        iterVar,
        iterVar2: "",
        // not yet supported
        iterRange,
        loopStep,
        loopCondition,
        result: this.newIdentExpr(offset, accuVarName)
      }
    });
  }
  newListMacro(offset, iterRange, iterVar, loopStep) {
    return this.nextExpr(offset, {
      case: "comprehensionExpr",
      value: {
        $typeName: "cel.expr.Expr.Comprehension",
        accuVar: accuVarName,
        accuInit: this.newListExpr(offset, []),
        iterVar,
        iterVar2: "",
        // not yet supported
        iterRange,
        loopCondition: this.newConstExpr(offset, {
          case: "boolValue",
          value: true
        }),
        loopStep,
        result: this.newIdentExpr(offset, accuVarName)
      }
    });
  }
  expandExistsMacro(offset, target, x, test) {
    return this.newBoolMacro(offset, target, x, false, this.newCallExpr(offset, "_||_", [
      this.newIdentExpr(offset, accuVarName),
      test
    ]), this.newCallExpr(offset, "@not_strictly_false", [
      this.newCallExpr(offset, "!_", [
        this.newIdentExpr(offset, accuVarName)
      ])
    ]));
  }
  expandAllMacro(offset, target, x, test) {
    return this.newBoolMacro(offset, target, x, true, this.newCallExpr(offset, "_&&_", [
      this.newIdentExpr(offset, accuVarName),
      test
    ]), this.newCallExpr(offset, "@not_strictly_false", [
      this.newIdentExpr(offset, accuVarName)
    ]));
  }
  expandMapMacro(offset, target, x, step) {
    return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_+_", [
      this.newIdentExpr(offset, accuVarName),
      this.newListExpr(offset, [step])
    ]));
  }
  expandMapFilterMacro(offset, target, x, test, step) {
    return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_?_:_", [
      test,
      this.newCallExpr(offset, "_+_", [
        this.newIdentExpr(offset, accuVarName),
        this.newListExpr(offset, [step])
      ]),
      this.newIdentExpr(offset, accuVarName)
    ]));
  }
  expandFilterMacro(offset, target, x, step) {
    return this.newListMacro(offset, target, x, this.newCallExpr(offset, "_?_:_", [
      step,
      this.newCallExpr(offset, "_+_", [
        this.newIdentExpr(offset, accuVarName),
        this.newListExpr(offset, [this.newIdentExpr(offset, x)])
      ]),
      this.newIdentExpr(offset, accuVarName)
    ]));
  }
  expandExistsOne(offset, iterRange, iterVar, step) {
    return this.nextExpr(offset, {
      case: "comprehensionExpr",
      value: {
        $typeName: "cel.expr.Expr.Comprehension",
        accuVar: accuVarName,
        accuInit: this.newConstExpr(offset, {
          case: "int64Value",
          value: BigInt(0)
        }),
        iterVar,
        iterVar2: "",
        // not yet supported
        iterRange,
        loopCondition: this.newConstExpr(offset, {
          case: "boolValue",
          value: true
        }),
        loopStep: this.newCallExpr(offset, "_?_:_", [
          step,
          this.newCallExpr(offset, "_+_", [
            this.newIdentExpr(offset, accuVarName),
            this.newConstExpr(offset, {
              case: "int64Value",
              value: BigInt(1)
            })
          ]),
          this.newIdentExpr(offset, accuVarName)
        ]),
        result: this.newCallExpr(offset, "_==_", [
          this.newIdentExpr(offset, accuVarName),
          this.newConstExpr(offset, {
            case: "int64Value",
            value: BigInt(1)
          })
        ])
      }
    });
  }
  maybeExpand(offset, call) {
    if (call.exprKind.case === "callExpr") {
      const callExpr = call.exprKind.value;
      const varName = callExpr.args[0];
      if (varName !== void 0 && call.exprKind.value.target !== void 0 && varName.exprKind?.case === "identExpr") {
        let expanded;
        if (callExpr.args.length === 2) {
          switch (callExpr.function) {
            case "exists":
              expanded = this.expandExistsMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "all":
              expanded = this.expandAllMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "map":
              expanded = this.expandMapMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "filter":
              expanded = this.expandFilterMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
            case "exists_one":
            case "existsOne":
              expanded = this.expandExistsOne(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1]);
              break;
          }
        }
        if (callExpr.args.length === 3 && callExpr.function == "map") {
          expanded = this.expandMapFilterMacro(offset, call.exprKind.value.target, varName.exprKind.value.name, call.exprKind.value.args[1], call.exprKind.value.args[2]);
        }
        if (expanded !== void 0) {
          this.addMacroCall(expanded.id, callExpr.function, callExpr.target, callExpr.args);
          return expanded;
        }
      }
    }
    return call;
  }
  addMacroCall(exprId, functionName, target, args) {
    const macroArgs = args.map((arg) => this.buildMacroCallArg(arg));
    const macroTarget = target !== void 0 ? this.buildMacroCallArg(target) : void 0;
    const macroCall = macroTarget !== void 0 ? {
      $typeName: "cel.expr.Expr",
      id: 0n,
      exprKind: {
        case: "callExpr",
        value: {
          $typeName: "cel.expr.Expr.Call",
          function: functionName,
          target: macroTarget,
          args: macroArgs
        }
      }
    } : {
      $typeName: "cel.expr.Expr",
      id: 0n,
      exprKind: {
        case: "callExpr",
        value: {
          $typeName: "cel.expr.Expr.Call",
          function: functionName,
          args: macroArgs
        }
      }
    };
    this.sourceInfo.macroCalls[exprId.toString()] = macroCall;
  }
  buildMacroCallArg(expr) {
    if (this.sourceInfo.macroCalls[expr.id.toString()] !== void 0) {
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: { case: void 0, value: void 0 }
      };
    }
    if (expr.exprKind.case === "callExpr") {
      const call = expr.exprKind.value;
      const macroArgs = call.args.map((arg) => this.buildMacroCallArg(arg));
      const macroTarget = call.target !== void 0 ? this.buildMacroCallArg(call.target) : void 0;
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: {
          case: "callExpr",
          value: {
            $typeName: "cel.expr.Expr.Call",
            function: call.function,
            target: macroTarget,
            args: macroArgs
          }
        }
      };
    }
    if (expr.exprKind.case === "selectExpr") {
      const sel = expr.exprKind.value;
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: {
          case: "selectExpr",
          value: {
            $typeName: "cel.expr.Expr.Select",
            operand: sel.operand ? this.buildMacroCallArg(sel.operand) : void 0,
            field: sel.field,
            testOnly: sel.testOnly
          }
        }
      };
    }
    if (expr.exprKind.case === "listExpr") {
      const list2 = expr.exprKind.value;
      return {
        $typeName: "cel.expr.Expr",
        id: expr.id,
        exprKind: {
          case: "listExpr",
          value: {
            $typeName: "cel.expr.Expr.CreateList",
            elements: list2.elements.map((el) => this.buildMacroCallArg(el)),
            optionalIndices: list2.optionalIndices
          }
        }
      };
    }
    return expr;
  }
  newMapEntry(offset, key2, value) {
    return this.nextEntry(offset, {
      case: "mapKey",
      value: key2
    }, value);
  }
  newStructExpr(offset, entries, messageName = "") {
    return this.nextExpr(offset, {
      case: "structExpr",
      value: {
        $typeName: "cel.expr.Expr.CreateStruct",
        entries,
        messageName
      }
    });
  }
  newStructEntry(offset, field, value) {
    return this.nextEntry(offset, {
      case: "fieldKey",
      value: field
    }, value);
  }
};

// node_modules/@bufbuild/cel/dist/esm/parser.js
var runtime;
(function(runtime2) {
  class GrammarLocation {
    source;
    start;
    constructor(source, start) {
      this.source = source;
      this.start = start;
    }
    toString() {
      return String(this.source);
    }
    offset(loc) {
      return {
        line: loc.line + this.start.line - 1,
        column: loc.line === 1 ? loc.column + this.start.column - 1 : loc.column,
        offset: loc.offset + this.start.offset
      };
    }
    static offsetStart(range) {
      if (range.source instanceof GrammarLocation) {
        return range.source.offset(range.start);
      }
      return range.start;
    }
    static offsetEnd(range) {
      if (range.source instanceof GrammarLocation) {
        return range.source.offset(range.end);
      }
      return range.end;
    }
  }
  runtime2.GrammarLocation = GrammarLocation;
  function padEnd(str3, targetLength, padString) {
    padString = padString || " ";
    if (str3.length > targetLength) {
      return str3;
    }
    targetLength -= str3.length;
    padString += padString.repeat(targetLength);
    return str3 + padString.slice(0, targetLength);
  }
  runtime2.padEnd = padEnd;
  class ParseFailure {
  }
  runtime2.ParseFailure = ParseFailure;
  function isFailure(r) {
    return !r.success;
  }
  runtime2.isFailure = isFailure;
  function getLine(input, offset) {
    let line = 1;
    for (let i = 0; i < offset; i++) {
      if (input[i] === "\r") {
        if (input[i + 1] === "\n") {
          i++;
        }
        line++;
      } else if (input[i] === "\n") {
        line++;
      }
    }
    return line;
  }
  function getColumn(input, offset) {
    let column = 1;
    for (let i = offset; i > 0; i--) {
      if (["\n", "\r"].includes(input[i - 1])) {
        break;
      }
      column++;
    }
    return column;
  }
  function getLocation(source, input, start, remainder) {
    return {
      source,
      start: {
        offset: input.length - start.length,
        line: getLine(input, input.length - start.length),
        column: getColumn(input, input.length - start.length)
      },
      end: {
        offset: input.length - remainder.length,
        line: getLine(input, input.length - remainder.length),
        column: getColumn(input, input.length - remainder.length)
      }
    };
  }
  runtime2.getLocation = getLocation;
  function getRange(source, input, start, remainder) {
    return {
      source,
      start: input.length - start.length,
      end: input.length - remainder.length
    };
  }
  runtime2.getRange = getRange;
  function getText(start, remainder) {
    return start.slice(0, remainder.length > 0 ? -remainder.length : void 0);
  }
  runtime2.getText = getText;
})(runtime || (runtime = {}));
var ParseError = class _ParseError extends Error {
  rawMessage;
  location;
  constructor(message, location, name = "parse error") {
    super(_ParseError.#formatMessage(message, location));
    this.name = name;
    this.rawMessage = message;
    this.location = location;
  }
  static #formatMessage(message, location) {
    const source = location.source !== void 0 ? String(location.source) : "<input>";
    return `${source}:${location.start.line}:${location.start.column}: ` + message;
  }
};
var ParseSyntaxError = class _ParseSyntaxError extends ParseError {
  expected;
  found;
  constructor(expected, found, location, name = "syntax error") {
    super(_ParseSyntaxError.#formatMessage(expected, found), location, name);
    this.expected = expected;
    this.found = found;
  }
  static #formatMessage(expected, found) {
    function encode(s) {
      return "'" + s.replace(/[\\\x07\b\f\n\r\t\v']/g, (match) => {
        switch (match) {
          case "\\":
            return "\\\\";
          case "\x07":
            return "\\x07";
          case "\b":
            return "\\b";
          case "\f":
            return "\\f";
          case "\n":
            return "\\n";
          case "\r":
            return "\\r";
          case "	":
            return "\\t";
          case "\v":
            return "\\v";
          case "'":
            return "\\'";
          default:
            throw new Error("Unexpected string encoding replacement character. This should be an unreachable error.");
        }
      }) + "'";
    }
    function describeExpected(expected2) {
      const descriptions = [
        ...new Set(expected2.map((e) => {
          if (e.type === "literal") {
            return encode(e.value);
          }
          return e.value;
        }))
      ];
      descriptions.sort();
      switch (descriptions.length) {
        case 1:
          return descriptions[0];
        case 2:
          return `${descriptions[0]} or ${descriptions[1]}`;
        default:
          return descriptions.slice(0, -1).join(", ") + ", or " + descriptions[descriptions.length - 1];
      }
    }
    function describeFound(found2) {
      return found2.length === 1 ? found2 : "end of input";
    }
    return "found " + describeFound(found) + " but expecting " + describeExpected(expected);
  }
};
var item2 = {
  type: "any",
  value: "any character"
};
var item43 = {
  type: "class",
  value: "/^[\\t\\n\\f\\r ]/g"
};
var item44 = {
  type: "other",
  value: "whitespace"
};
var item50 = {
  type: "literal",
  value: "//"
};
var item53 = {
  type: "class",
  value: "/^[^\\r\\n]/g"
};
var item58 = {
  type: "class",
  value: "/^[\\r\\n]/g"
};
var item59 = {
  type: "other",
  value: "new line"
};
var item61 = {
  type: "other",
  value: "comment"
};
var item78 = {
  type: "literal",
  value: "-"
};
var item84 = {
  type: "other",
  value: "digit"
};
var item86 = {
  type: "literal",
  value: "."
};
var item96 = {
  type: "class",
  value: "/^[+\\-]/g"
};
var item107 = {
  type: "other",
  value: "float literal"
};
var item117 = {
  type: "literal",
  value: "0x"
};
var item127 = {
  type: "class",
  value: "/^[uU]/g"
};
var item130 = {
  type: "other",
  value: "unsigned integer literal"
};
var item146 = {
  type: "other",
  value: "integer literal"
};
var item156 = {
  type: "class",
  value: "/^[rR]/g"
};
var item161 = {
  type: "literal",
  value: '"""'
};
var item174 = {
  type: "literal",
  value: "'''"
};
var item185 = {
  type: "literal",
  value: '"'
};
var item197 = {
  type: "literal",
  value: "'"
};
var item225 = {
  type: "literal",
  value: "\\"
};
var item227 = {
  type: "class",
  value: "/^[xX]/g"
};
var item236 = {
  type: "other",
  value: "byte value"
};
var item242 = {
  type: "literal",
  value: "\\u"
};
var item250 = {
  type: "literal",
  value: "\\U"
};
var item262 = {
  type: "class",
  value: "/^[0-3]/g"
};
var item268 = {
  type: "other",
  value: "escaped bytes"
};
var item269 = {
  type: "other",
  value: "byte sequence"
};
var item275 = {
  type: "class",
  value: "/^[abfnrtv]/g"
};
var item281 = {
  type: "class",
  value: "/^[\"'`\\\\?]/g"
};
var item282 = {
  type: "other",
  value: "escaped character"
};
var item329 = {
  type: "other",
  value: "quoted character sequence"
};
var item331 = {
  type: "other",
  value: "string literal"
};
var item337 = {
  type: "class",
  value: "/^[bB]/g"
};
var item341 = {
  type: "other",
  value: "bytes literal"
};
var item348 = {
  type: "literal",
  value: "true"
};
var item350 = {
  type: "literal",
  value: "false"
};
var item352 = {
  type: "other",
  value: "boolean literal"
};
var item358 = {
  type: "literal",
  value: "null"
};
var item364 = {
  type: "other",
  value: "null literal"
};
var item377 = {
  type: "class",
  value: "/^[_a-zA-Z]/g"
};
var item382 = {
  type: "other",
  value: "identifier"
};
var item384 = {
  type: "literal",
  value: "("
};
var item389 = {
  type: "literal",
  value: ","
};
var item391 = {
  type: "literal",
  value: ")"
};
var item411 = {
  type: "other",
  value: "selector"
};
var item416 = {
  type: "literal",
  value: "{"
};
var item426 = {
  type: "literal",
  value: ":"
};
var item435 = {
  type: "literal",
  value: "}"
};
var item454 = {
  type: "literal",
  value: "["
};
var item459 = {
  type: "literal",
  value: "]"
};
var item527 = {
  type: "literal",
  value: "!"
};
var item543 = {
  type: "class",
  value: "/^[*\\/%]/g"
};
var item580 = {
  type: "literal",
  value: "<="
};
var item582 = {
  type: "literal",
  value: "<"
};
var item584 = {
  type: "literal",
  value: ">="
};
var item586 = {
  type: "literal",
  value: ">"
};
var item588 = {
  type: "literal",
  value: "=="
};
var item590 = {
  type: "literal",
  value: "!="
};
var item594 = {
  type: "literal",
  value: "in"
};
var item596 = {
  type: "other",
  value: "relational operator"
};
var item604 = {
  type: "literal",
  value: "&&"
};
var item610 = {
  type: "literal",
  value: "||"
};
var item619 = {
  type: "literal",
  value: "?"
};
var item628 = {
  type: "end",
  value: "end of input"
};
function parse3(input, options = {}) {
  const parse$source = options.grammarSource;
  const builder = new Builder();
  const result = item1(input);
  if (result.success === true) {
    return result.value;
  }
  let remainder = input;
  let failedExpectations = [];
  for (const e of result.failedExpectations) {
    if (e.remainder.length < remainder.length) {
      remainder = e.remainder;
      failedExpectations = [];
    }
    if (e.remainder.length === remainder.length) {
      failedExpectations.push(e);
    }
  }
  throw new ParseSyntaxError(failedExpectations.map((e) => e.expectation), remainder.slice(0, 1), runtime.getLocation(parse$source, input, remainder, remainder));
  function item106(offset, digits) {
    return builder.newDoubleExpr(offset(), digits);
  }
  function item129(offset, digits) {
    return builder.newUnsignedInt64Expr(offset(), digits);
  }
  function item145(offset, digits) {
    return builder.newInt64Expr(offset(), digits);
  }
  function item238(value) {
    return parseInt(value, 16);
  }
  function item246(value) {
    return parseInt(value, 16);
  }
  function item254(value) {
    return parseInt(value, 16);
  }
  function item267(value) {
    return parseInt(value, 8);
  }
  function item276(value) {
    switch (value) {
      case "a":
        return "\x07";
      case "b":
        return "\b";
      case "f":
        return "\f";
      case "n":
        return "\n";
      case "r":
        return "\r";
      case "t":
        return "	";
      case "v":
        return "\v";
    }
    throw new Error();
  }
  function item330(offset, bytes) {
    return builder.newStringExpr(offset(), bytes);
  }
  function item340(offset, bytes) {
    return builder.newBytesExpr(offset(), bytes);
  }
  function item351(offset, keyword) {
    return builder.newBoolExpr(offset(), keyword);
  }
  function item363(offset) {
    return builder.newNullExpr(offset());
  }
  function item381(error, id) {
    if ([
      "true",
      "false",
      "null",
      "in",
      "as",
      "break",
      "const",
      "continue",
      "else",
      "for",
      "function",
      "if",
      "import",
      "let",
      "loop",
      "package",
      "namespace",
      "return",
      "var",
      "void",
      "while"
    ].includes(id)) {
      error("reserved identifier");
    }
    return id;
  }
  function item393(offset, identifier, args) {
    return builder.newCallExpr(offset(), identifier, args);
  }
  function item410(error, selector) {
    if (["true", "false", "null", "in"].includes(selector)) {
      error("reserved keyword");
    }
    return selector;
  }
  function item430(offset, key2, value) {
    return builder.newStructEntry(offset(), key2, value);
  }
  function item437(offset, dot, name, entries) {
    return builder.newStructExpr(offset(), entries, (dot !== null ? dot : "") + name.join("."));
  }
  function item444(offset, name) {
    return builder.newIdentExpr(offset(), name);
  }
  function item461(offset, elements) {
    return builder.newListExpr(offset(), elements);
  }
  function item475(offset, key2, value) {
    return builder.newMapEntry(offset(), key2, value);
  }
  function item484(offset, entries) {
    return builder.newStructExpr(offset(), entries);
  }
  function item500(offset, field) {
    return (prevExpr) => builder.newSelectExpr(offset(), prevExpr, field);
  }
  function item509(offset, func, args) {
    return (prevExpr) => builder.newMemberCallExpr(offset(), prevExpr, func, args);
  }
  function item516(offset, index) {
    return (prevExpr) => builder.newCallExpr(offset(), "_[_]", [prevExpr, index]);
  }
  function item519(primary, tail) {
    if (tail.length === 0) {
      return primary;
    }
    return tail.reduce((expr, op) => op(expr), primary);
  }
  function item532(offset, ops, expr) {
    if (ops.length % 2 === 0) {
      return expr;
    }
    if (expr.exprKind.case === "callExpr" && expr.exprKind.value.function === `${ops[0]}_`) {
      return expr.exprKind.value.args[0];
    }
    return builder.newCallExpr(offset(), `${ops[0]}_`, [expr]);
  }
  function item544(o) {
    return `_${o}_`;
  }
  function item547(offset, operator, nextExpr) {
    return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
  }
  function item549(unary, tail) {
    if (tail === null) {
      return unary;
    }
    return tail.reduce((expr, op) => op(expr), unary);
  }
  function item560(o) {
    return `_${o}_`;
  }
  function item562(offset, operator, nextExpr) {
    return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
  }
  function item564(multiplication, tail) {
    if (tail === null) {
      return multiplication;
    }
    return tail.reduce((expr, op) => op(expr), multiplication);
  }
  function item591(operator) {
    return `_${operator}_`;
  }
  function item595() {
    return "@in";
  }
  function item598(offset, operator, nextExpr) {
    return (prevExpr) => builder.newCallExpr(offset(), operator, [prevExpr, nextExpr]);
  }
  function item600(addition, tail) {
    if (tail === null) {
      return addition;
    }
    return tail.reduce((expr, op) => op(expr), addition);
  }
  function item606(offset, relation) {
    if (relation.length === 1) {
      return relation[0];
    }
    const logicManager = LogicManager.newBalancingLogicManager(builder, "_&&_", relation[0]);
    for (let i = 1; i < relation.length; i += 1) {
      logicManager.addTerm(offset(), relation[i]);
    }
    return logicManager.toExpr();
  }
  function item612(offset, and) {
    if (and.length === 1) {
      return and[0];
    }
    const logicManager = LogicManager.newBalancingLogicManager(builder, "_||_", and[0]);
    for (let i = 1; i < and.length; i += 1) {
      logicManager.addTerm(offset(), and[i]);
    }
    return logicManager.toExpr();
  }
  function item624(t, f) {
    return [t, f];
  }
  function item626(offset, or, tail) {
    if (tail === null) {
      return or;
    }
    return builder.newCallExpr(offset(), "_?_:_", [or, ...tail]);
  }
  function item627(expr) {
    return { expr, sourceInfo: builder.sourceInfo };
  }
  function item1(text) {
    const result2 = item4(text);
    if (result2.success === true) {
      if (result2.remainder.length === 0) {
        return result2;
      }
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: [
          {
            expectation: item628,
            remainder: result2.remainder
          }
        ]
      };
    }
    return result2;
  }
  function item4(text) {
    const result2 = item7(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item627(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item7(text) {
    const result2 = item8(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item626(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item8(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item11(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item614(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item11(text) {
    const result2 = item13(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item612(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item13(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item607(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item15(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item15(text) {
    const result2 = item17(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item606(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item17(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item601(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item19(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item19(text) {
    const result2 = item20(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item600(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item20(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item23(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item566(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result0.value, result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item23(text) {
    const result2 = item24(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item564(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item24(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item27(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item551(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result0.value, result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item27(text) {
    const result2 = item28(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item549(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item28(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item31(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item534(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result0.value, result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item31(text) {
    const choices = [item33, item520];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item33(text) {
    const result2 = item34(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item519(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item34(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item66(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item487(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item36(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item37(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item45(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item62(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item37(text) {
    const result2 = item39(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item39(text) {
    const result2 = item40(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item44,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item40(text) {
    const matches = text.match(/^([\t\n\f\r ])+/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item43,
          remainder: text
        }
      ]
    };
  }
  function item45(text) {
    const result2 = item47(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item47(text) {
    const result2 = item48(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item61,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item48(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item49(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item51(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item55(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item49(text) {
    if (text.startsWith("//")) {
      return {
        success: true,
        value: "//",
        remainder: text.slice(2),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item50,
          remainder: text
        }
      ]
    };
  }
  function item51(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item52(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item52(text) {
    if (/^[^\r\n]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item53,
          remainder: text
        }
      ]
    };
  }
  function item55(text) {
    const result2 = item56(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item59,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item56(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item57(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item57(text) {
    if (/^[\r\n]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item58,
          remainder: text
        }
      ]
    };
  }
  function item62(text) {
    const result2 = item39(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item66(text) {
    const choices = [
      item68,
      item365,
      item394,
      item438,
      item445,
      item450,
      item462
    ];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item68(text) {
    const choices = [
      item70,
      item109,
      item132,
      item148,
      item333,
      item343,
      item354
    ];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item70(text) {
    const result2 = item71(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item107,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item71(text) {
    const result2 = item73(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item106(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item73(text) {
    const matches = text.match(/^((-)?([0-9])*\.([0-9])+([eE]([+\-])?([0-9])+)?|(-)?([0-9])+[eE]([+\-])?([0-9])+)/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item78,
          remainder: text
        },
        {
          expectation: item84,
          remainder: text
        },
        {
          expectation: item86,
          remainder: text
        }
      ]
    };
  }
  function item109(text) {
    const result2 = item110(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item130,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item110(text) {
    const result2 = item111(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item129(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item111(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item113(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^[uU]/g);
    failedExpectations2.push({
      expectation: item127,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    return {
      success: true,
      value: [result0.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item113(text) {
    const matches = text.match(/^(0x([0-9abcdefABCDEF])+|([0-9])+)/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item117,
          remainder: text
        },
        {
          expectation: item84,
          remainder: text
        }
      ]
    };
  }
  function item132(text) {
    const result2 = item133(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item146,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item133(text) {
    const result2 = item135(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item145(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item135(text) {
    const matches = text.match(/^(-)?(0x([0-9abcdefABCDEF])+|([0-9])+)/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item78,
          remainder: text
        },
        {
          expectation: item117,
          remainder: text
        },
        {
          expectation: item84,
          remainder: text
        }
      ]
    };
  }
  function item148(text) {
    const result2 = item149(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item331,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item149(text) {
    const result2 = item152(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item330(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item152(text) {
    const result2 = item153(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item329,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item153(text) {
    const choices = [item154, item207];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item154(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^[rR]/g);
    failedExpectations2.push({
      expectation: item156,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item158(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item158(text) {
    const choices = [item159, item172, item183, item195];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item159(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item163(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item163(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item164(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item164(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!""")/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item168(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item168(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item172(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item176(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item176(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item177(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item177(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!''')/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item181(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item181(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item183(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item187(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item187(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item188(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item188(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!("|([\r\n])+))/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item193(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item193(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item195(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item199(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item199(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item200(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item200(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(?!('|([\r\n])+))/g);
    failedExpectations2.push();
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item205(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item205(text) {
    if (text.length > 0) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item207(text) {
    const choices = [item208, item291, item303, item316];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item208(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item211(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"""/g);
    failedExpectations2.push({
      expectation: item161,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item211(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item212(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item212(text) {
    const choices = [item214, item283];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item214(text) {
    const result2 = item215(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item282,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item215(text) {
    const choices = [item217, item270, item277];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item217(text) {
    const result2 = item218(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item269,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item218(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item220(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item220(text) {
    const result2 = item221(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item268,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item221(text) {
    const choices = [item222, item239, item247, item255];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item222(text) {
    const result2 = item223(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item238(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item223(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^[xX]/g);
    failedExpectations2.push({
      expectation: item227,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item229(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item229(text) {
    const matches = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,1}/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item236,
          remainder: text
        }
      ]
    };
  }
  function item239(text) {
    const result2 = item240(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item246(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item240(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\u/g);
    failedExpectations2.push({
      expectation: item242,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item244(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item244(text) {
    const matches = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,2}/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item236,
          remainder: text
        }
      ]
    };
  }
  function item247(text) {
    const result2 = item248(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item254(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item248(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\U/g);
    failedExpectations2.push({
      expectation: item250,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item252(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item252(text) {
    const matches = text.match(/^([0-9abcdefABCDEF][0-9abcdefABCDEF]){0,4}/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item236,
          remainder: text
        }
      ]
    };
  }
  function item255(text) {
    const result2 = item256(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item267(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item256(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item259(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item259(text) {
    const matches = text.match(/^[0-3][0-7][0-7]/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item262,
          remainder: text
        }
      ]
    };
  }
  function item270(text) {
    const result2 = item271(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item276(result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item271(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item274(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item274(text) {
    if (/^[abfnrtv]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item275,
          remainder: text
        }
      ]
    };
  }
  function item277(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\\/g);
    failedExpectations2.push({
      expectation: item225,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item280(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item280(text) {
    if (/^["'`\\?]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item281,
          remainder: text
        }
      ]
    };
  }
  function item283(text) {
    const matches = text.match(/^(?!""")[\s\S]/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item291(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item294(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'''/g);
    failedExpectations2.push({
      expectation: item174,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item294(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item295(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item295(text) {
    const choices = [item214, item296];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item296(text) {
    const matches = text.match(/^(?!''')[\s\S]/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item303(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item306(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^"/g);
    failedExpectations2.push({
      expectation: item185,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item306(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item307(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item307(text) {
    const choices = [item214, item308];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item308(text) {
    const matches = text.match(/^(?!("|([\r\n])+))[\s\S]/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item316(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item319(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^'/g);
    failedExpectations2.push({
      expectation: item197,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item319(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item320(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item320(text) {
    const choices = [item214, item321];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item321(text) {
    const matches = text.match(/^(?!('|([\r\n])+))[\s\S]/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item2,
          remainder: text
        }
      ]
    };
  }
  function item333(text) {
    const result2 = item334(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item341,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item334(text) {
    const result2 = item335(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item340(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item335(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^[bB]/g);
    failedExpectations2.push({
      expectation: item337,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item152(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item343(text) {
    const result2 = item344(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item352,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item344(text) {
    const result2 = item346(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item351(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item346(text) {
    const choices = [item347, item349];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item347(text) {
    if (text.startsWith("true")) {
      return {
        success: true,
        value: "true",
        remainder: text.slice(4),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item348,
          remainder: text
        }
      ]
    };
  }
  function item349(text) {
    if (text.startsWith("false")) {
      return {
        success: true,
        value: "false",
        remainder: text.slice(5),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item350,
          remainder: text
        }
      ]
    };
  }
  function item354(text) {
    const result2 = item355(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item364,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item355(text) {
    const result2 = item356(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item363(() => input.length - text.length),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item356(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^null/g);
    failedExpectations2.push({
      expectation: item358,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(?![_a-zA-Z0-9])/g);
    failedExpectations2.push();
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    return {
      success: true,
      value: [],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item365(text) {
    const result2 = item366(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item393(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item366(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(\.)?/g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item371(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\(/g);
    failedExpectations2.push({
      expectation: item384,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    const result5 = item387(remainder2);
    failedExpectations2.push(...result5.failedExpectations);
    if (result5.success === false) {
      return {
        success: false,
        remainder: result5.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result5.remainder;
    const result6 = remainder2.match(/^\)/g);
    failedExpectations2.push({
      expectation: item391,
      remainder: remainder2
    });
    if (result6?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result6[0].length);
    return {
      success: true,
      value: [result2.value, result5.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item371(text) {
    const result2 = item372(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item382,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item372(text) {
    const result2 = item374(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item381((message, location = runtime.getLocation(parse$source, input, text, result2.remainder), name) => {
          throw new ParseError(message, location, name);
        }, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item374(text) {
    const matches = text.match(/^[_a-zA-Z]([_a-zA-Z0-9])*/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item377,
          remainder: text
        }
      ]
    };
  }
  function item387(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item388(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item7(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item388(text) {
    if (text.startsWith(",")) {
      return {
        success: true,
        value: ",",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item389,
          remainder: text
        }
      ]
    };
  }
  function item394(text) {
    const result2 = item395(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item437(() => input.length - text.length, result2.value[0], result2.value[1], result2.value[2]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item395(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item397(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item400(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\{/g);
    failedExpectations2.push({
      expectation: item416,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    const result5 = item419(remainder2);
    failedExpectations2.push(...result5.failedExpectations);
    if (result5.success === false) {
      return {
        success: false,
        remainder: result5.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result5.remainder;
    const result6 = remainder2.match(/^(,)?/g);
    failedExpectations2.push({
      expectation: item389,
      remainder: remainder2
    });
    if (result6?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result6[0].length);
    const result7 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result7?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result7[0].length);
    const result8 = remainder2.match(/^\}/g);
    failedExpectations2.push({
      expectation: item435,
      remainder: remainder2
    });
    if (result8?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result8[0].length);
    return {
      success: true,
      value: [result0.value, result2.value, result5.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item397(text) {
    const result2 = item398(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item398(text) {
    if (text.startsWith(".")) {
      return {
        success: true,
        value: ".",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item86,
          remainder: text
        }
      ]
    };
  }
  function item400(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item412(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item402(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item402(text) {
    const result2 = item403(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item411,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item403(text) {
    const result2 = item405(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item410((message, location = runtime.getLocation(parse$source, input, text, result2.remainder), name) => {
          throw new ParseError(message, location, name);
        }, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item405(text) {
    const matches = text.match(/^[_a-zA-Z]([_a-zA-Z0-9])*/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item377,
          remainder: text
        }
      ]
    };
  }
  function item412(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item36(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = item413(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item36(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result1.value, result0.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item413(text) {
    if (text.startsWith(".")) {
      return {
        success: true,
        value: ".",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item86,
          remainder: text
        }
      ]
    };
  }
  function item419(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item431(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item420(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item420(text) {
    const result2 = item421(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item430(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item421(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item402(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?:/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    }, {
      expectation: item426,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    const result3 = item7(remainder2);
    failedExpectations2.push(...result3.failedExpectations);
    if (result3.success === false) {
      return {
        success: false,
        remainder: result3.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result3.remainder;
    return {
      success: true,
      value: [result1.value, result3.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item431(text) {
    if (text.startsWith(",")) {
      return {
        success: true,
        value: ",",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item389,
          remainder: text
        }
      ]
    };
  }
  function item438(text) {
    const result2 = item439(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item444(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item439(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(\.)?/g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item402(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item445(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\(/g);
    failedExpectations2.push({
      expectation: item384,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item7(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^\)/g);
    failedExpectations2.push({
      expectation: item391,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item450(text) {
    const result2 = item452(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item461(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item452(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\[/g);
    failedExpectations2.push({
      expectation: item454,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item387(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(,)?/g);
    failedExpectations2.push({
      expectation: item389,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\]/g);
    failedExpectations2.push({
      expectation: item459,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item462(text) {
    const result2 = item464(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item484(() => input.length - text.length, result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item464(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\{/g);
    failedExpectations2.push({
      expectation: item416,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item468(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(,)?(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?\}/g);
    failedExpectations2.push({
      expectation: item389,
      remainder: remainder2
    }, {
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    }, {
      expectation: item435,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item468(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      if (values.length > 0) {
        const result3 = item476(r);
        failedExpectations2.push(...result3.failedExpectations);
        if (result3.success === false) {
          break;
        }
        r = result3.remainder;
      }
      const result2 = item469(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item469(text) {
    const result2 = item470(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item475(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item470(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = item7(remainder2);
    failedExpectations2.push(...result0.failedExpectations);
    if (result0.success === false) {
      return {
        success: false,
        remainder: result0.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result0.remainder;
    const result1 = remainder2.match(/^:/g);
    failedExpectations2.push({
      expectation: item426,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item7(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result0.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item476(text) {
    if (text.startsWith(",")) {
      return {
        success: true,
        value: ",",
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item389,
          remainder: text
        }
      ]
    };
  }
  function item487(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item488(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item488(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item491(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    return {
      success: true,
      value: result1.value,
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item491(text) {
    const choices = [item492, item501, item510];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item492(text) {
    const result2 = item493(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item500(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item493(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\./g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item402(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^(?![(])/g);
    failedExpectations2.push();
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    return {
      success: true,
      value: [result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item501(text) {
    const result2 = item502(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item509(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item502(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\./g);
    failedExpectations2.push({
      expectation: item86,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result1?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result1[0].length);
    const result2 = item402(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    const result3 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = remainder2.match(/^\(/g);
    failedExpectations2.push({
      expectation: item384,
      remainder: remainder2
    });
    if (result4?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result4[0].length);
    const result5 = item387(remainder2);
    failedExpectations2.push(...result5.failedExpectations);
    if (result5.success === false) {
      return {
        success: false,
        remainder: result5.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result5.remainder;
    const result6 = remainder2.match(/^\)/g);
    failedExpectations2.push({
      expectation: item391,
      remainder: remainder2
    });
    if (result6?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result6[0].length);
    return {
      success: true,
      value: [result2.value, result5.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item510(text) {
    const result2 = item511(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item516(() => input.length - text.length, result2.value[0]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item511(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\[/g);
    failedExpectations2.push({
      expectation: item454,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item7(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^\]/g);
    failedExpectations2.push({
      expectation: item459,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    return {
      success: true,
      value: [result1.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item520(text) {
    const result2 = item521(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item532(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item521(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item523(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item33(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item523(text) {
    const matches = text.match(/^((!)+|(-)+)/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item527,
          remainder: text
        },
        {
          expectation: item78,
          remainder: text
        }
      ]
    };
  }
  function item534(text) {
    const result2 = item536(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item536(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item537(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item537(text) {
    const result2 = item538(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item547(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item538(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item540(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item31(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item540(text) {
    const result2 = item542(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item544(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item542(text) {
    if (/^[*\/%]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item543,
          remainder: text
        }
      ]
    };
  }
  function item551(text) {
    const result2 = item553(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item553(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item554(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item554(text) {
    const result2 = item555(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item562(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item555(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item557(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item27(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item557(text) {
    const result2 = item559(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item560(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item559(text) {
    if (/^[+\-]/g.test(text)) {
      return {
        success: true,
        value: text.slice(0, 1),
        remainder: text.slice(1),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item96,
          remainder: text
        }
      ]
    };
  }
  function item566(text) {
    const result2 = item568(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item568(text) {
    const values = [];
    const failedExpectations2 = [];
    let remainder2 = text;
    while (true) {
      let r = remainder2;
      const result2 = item569(r);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === false) {
        break;
      }
      remainder2 = result2.remainder;
      values.push(result2.value);
    }
    if (values.length < 1) {
      return { success: false, remainder: text, failedExpectations: failedExpectations2 };
    }
    return { success: true, value: values, remainder: remainder2, failedExpectations: failedExpectations2 };
  }
  function item569(text) {
    const result2 = item570(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item598(() => input.length - text.length, result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item570(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item573(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = item23(remainder2);
    failedExpectations2.push(...result2.failedExpectations);
    if (result2.success === false) {
      return {
        success: false,
        remainder: result2.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result2.remainder;
    return {
      success: true,
      value: [result1.value, result2.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
  function item573(text) {
    const result2 = item574(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: false,
      remainder: result2.remainder,
      failedExpectations: [
        {
          expectation: item596,
          remainder: result2.remainder
        }
      ]
    };
  }
  function item574(text) {
    const choices = [item575, item592];
    let failedExpectations2 = [];
    for (let func = choices.shift(); func !== void 0; func = choices.shift()) {
      const result2 = func(text);
      failedExpectations2.push(...result2.failedExpectations);
      if (result2.success === true) {
        return {
          success: true,
          value: result2.value,
          remainder: result2.remainder,
          failedExpectations: failedExpectations2
        };
      }
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: failedExpectations2
    };
  }
  function item575(text) {
    const result2 = item577(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item591(result2.value),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item577(text) {
    const matches = text.match(/^(<=|<|>=|>|==|!=)/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item580,
          remainder: text
        },
        {
          expectation: item582,
          remainder: text
        },
        {
          expectation: item584,
          remainder: text
        },
        {
          expectation: item586,
          remainder: text
        },
        {
          expectation: item588,
          remainder: text
        },
        {
          expectation: item590,
          remainder: text
        }
      ]
    };
  }
  function item592(text) {
    const result2 = item593(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item595(),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item593(text) {
    if (text.startsWith("in")) {
      return {
        success: true,
        value: "in",
        remainder: text.slice(2),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item594,
          remainder: text
        }
      ]
    };
  }
  function item601(text) {
    const matches = text.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?&&/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item44,
          remainder: text
        },
        {
          expectation: item61,
          remainder: text
        },
        {
          expectation: item604,
          remainder: text
        }
      ]
    };
  }
  function item607(text) {
    const matches = text.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?\|\|/g);
    if (matches?.length === 1) {
      return {
        success: true,
        value: matches[0],
        remainder: text.slice(matches[0].length),
        failedExpectations: []
      };
    }
    return {
      success: false,
      remainder: text,
      failedExpectations: [
        {
          expectation: item44,
          remainder: text
        },
        {
          expectation: item61,
          remainder: text
        },
        {
          expectation: item610,
          remainder: text
        }
      ]
    };
  }
  function item614(text) {
    const result2 = item616(text);
    if (result2.success === true) {
      return result2;
    }
    return {
      success: true,
      value: null,
      remainder: text,
      failedExpectations: result2.failedExpectations
    };
  }
  function item616(text) {
    const result2 = item617(text);
    if (result2.success === true) {
      return {
        success: true,
        value: item624(result2.value[0], result2.value[1]),
        remainder: result2.remainder,
        failedExpectations: []
      };
    }
    return result2;
  }
  function item617(text) {
    const failedExpectations2 = [];
    let remainder2 = text;
    const result0 = remainder2.match(/^\?/g);
    failedExpectations2.push({
      expectation: item619,
      remainder: remainder2
    });
    if (result0?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result0[0].length);
    const result1 = item11(remainder2);
    failedExpectations2.push(...result1.failedExpectations);
    if (result1.success === false) {
      return {
        success: false,
        remainder: result1.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result1.remainder;
    const result2 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result2?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result2[0].length);
    const result3 = remainder2.match(/^:/g);
    failedExpectations2.push({
      expectation: item426,
      remainder: remainder2
    });
    if (result3?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result3[0].length);
    const result4 = item7(remainder2);
    failedExpectations2.push(...result4.failedExpectations);
    if (result4.success === false) {
      return {
        success: false,
        remainder: result4.remainder,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = result4.remainder;
    const result5 = remainder2.match(/^(([\t\n\f\r ])+)?(\/\/([^\r\n])*([\r\n])+)?(([\t\n\f\r ])+)?/g);
    failedExpectations2.push({
      expectation: item44,
      remainder: remainder2
    }, {
      expectation: item61,
      remainder: remainder2
    });
    if (result5?.length !== 1) {
      return {
        success: false,
        remainder: remainder2,
        failedExpectations: failedExpectations2
      };
    }
    remainder2 = remainder2.slice(result5[0].length);
    return {
      success: true,
      value: [result1.value, result4.value],
      remainder: remainder2,
      failedExpectations: failedExpectations2
    };
  }
}

// node_modules/@bufbuild/cel/dist/esm/parse.js
function parse4(expr) {
  const result = parse3(expr);
  return {
    $typeName: "cel.expr.ParsedExpr",
    expr: result.expr,
    sourceInfo: result.sourceInfo
  };
}

// src/rules/cel.ts
var DECLARED = /* @__PURE__ */ new Set(["properties"]);
function freeIdents(e, bound, out) {
  if (!e) return;
  const k = e.exprKind;
  const v = k.value;
  switch (k.case) {
    case "identExpr": {
      const name = v.name;
      if (!bound.has(name) && !name.startsWith("@")) out.add(name);
      return;
    }
    case "selectExpr":
      return freeIdents(v.operand, bound, out);
    case "callExpr":
      freeIdents(v.target, bound, out);
      for (const a of v.args) freeIdents(a, bound, out);
      return;
    case "listExpr":
      for (const a of v.elements) freeIdents(a, bound, out);
      return;
    case "structExpr":
      for (const en of v.entries) {
        freeIdents(en.mapKey, bound, out);
        freeIdents(en.value, bound, out);
      }
      return;
    case "comprehensionExpr": {
      const c = v;
      freeIdents(c.iterRange, bound, out);
      freeIdents(c.accuInit, bound, out);
      const inner = new Set([...bound, c.iterVar, c.iterVar2, c.accuVar].filter((x) => x !== ""));
      for (const part of [c.loopCondition, c.loopStep, c.result]) freeIdents(part, inner, out);
      return;
    }
    default:
      return;
  }
}
function celRuleError(rule) {
  if (rule.trim() === "") return "the CEL rule is empty";
  let ast;
  try {
    ast = parse4(rule);
  } catch (e) {
    return `the CEL rule does not parse: ${e.message.split("\n")[0]}`;
  }
  const free = /* @__PURE__ */ new Set();
  freeIdents(ast.expr, /* @__PURE__ */ new Set(), free);
  const unknown = [...free].filter((n) => !DECLARED.has(n));
  return unknown.length > 0 ? `the CEL rule uses undeclared ${unknown.length === 1 ? "variable" : "variables"} ${unknown.join(", ")} (OLM declares only \`properties\`)` : void 0;
}

// src/rules/constraints.ts
var MAX_CONSTRAINT_BYTES = 2 << 16;
var KINDS = ["gvk", "package", "cel", "all", "any", "not"];
var isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var str = (o, k) => {
  const v = goField(o, k);
  return typeof v === "string" ? v : void 0;
};
function constraintError(v, where3 = "value") {
  if (!isObject(v)) return `${where3} must be an object with one of ${KINDS.join(", ")}`;
  const present = KINDS.filter((k) => goField(v, k) !== void 0 && goField(v, k) !== null);
  if (present.length !== 1) return `${where3} must have exactly one of ${KINDS.join(", ")} (found ${present.length === 0 ? "none" : present.join(", ")})`;
  const fm = goField(v, "failureMessage");
  if (fm !== void 0 && fm !== null && typeof fm !== "string") return `${where3}.failureMessage must be a string`;
  const kind = present[0];
  const body = goField(v, kind);
  const at2 = `${where3}.${kind}`;
  switch (kind) {
    case "gvk": {
      if (!isObject(body)) return `${at2} must be an object {group, version, kind}`;
      const missing = ["group", "version", "kind"].filter((k) => !str(body, k));
      return missing.length > 0 ? `${at2} needs a non-empty ${missing.join(", ")}` : void 0;
    }
    case "package": {
      if (!isObject(body)) return `${at2} must be an object {packageName, versionRange}`;
      if (!str(body, "packageName")) return `${at2}.packageName must be a non-empty string`;
      const range = str(body, "versionRange");
      if (range === void 0) return `${at2}.versionRange must be a string`;
      const r = parseBlangRange(range);
      return r.ok ? void 0 : `${at2}.versionRange "${range}" does not parse: ${r.error}`;
    }
    case "cel": {
      if (!isObject(body)) return `${at2} must be an object {rule}`;
      const rule = str(body, "rule");
      if (rule === void 0) return `${at2}.rule must be a string`;
      const e = celRuleError(rule);
      return e ? `${at2}: ${e}` : void 0;
    }
    default: {
      const list2 = isObject(body) ? goField(body, "constraints") : void 0;
      if (!Array.isArray(list2) || list2.length === 0) return `${at2} must be an object {constraints: [...]} with at least one constraint`;
      for (let i = 0; i < list2.length; i++) {
        const e = constraintError(list2[i], `${at2}.constraints[${i}]`);
        if (e) return e;
      }
      return void 0;
    }
  }
}
function constraintBytes(v) {
  return Buffer.byteLength(JSON.stringify(v), "utf8");
}

// src/rules/dependencies.ts
var gvkOf = (p) => ({ group: stringField(p.value, "group"), version: stringField(p.value, "version"), kind: stringField(p.value, "kind") });
var gvkKey = (g) => `${g.group}/${g.version}/${g.kind}`;
var at = (b, path) => ({ file: b.doc.file, ...locate(b.doc, path) });
var MAX_OCP = /^[1-9][0-9]*\.(0|[1-9][0-9]*)$/;
function packageRequired(b, p, facts, drafts) {
  const who = { package: b.package, bundle: b.name };
  const path = ["properties", p.index, "value"];
  const name = stringField(p.value, "packageName");
  const range = stringField(p.value, "versionRange");
  const r = parseBlangRange(range);
  const valid = r.ok && !hasEmptyGroup(r.value);
  if (!valid) {
    const why = r.ok ? "it has an empty `||` group, which crashes the resolver" : r.error;
    drafts.push({ ...who, rule: "dependency-range-invalid", message: `olm.package.required versionRange ${goQuote(range)} for package "${name}" does not parse as OLM reads it: ${why}`, at: { doc: b.doc, path: [...path, "versionRange"] } });
  }
  facts.push({ ...who, ...at(b, path), kind: "package", name, range, valid });
}
function gvkChecks(b, p, facts, drafts) {
  const who = { package: b.package, bundle: b.name };
  const path = ["properties", p.index, "value"];
  const g = gvkOf(p);
  const missing = ["group", "version", "kind"].filter((k) => g[k] === "");
  if (missing.length > 0) drafts.push({ ...who, rule: "gvk-invalid", message: `${p.type} has an empty ${missing.join(", ")}`, at: { doc: b.doc, path } });
  else if (p.type === "olm.gvk.required") facts.push({ ...who, ...at(b, path), kind: "gvk", group: g.group, version: g.version, gvkKind: g.kind });
}
function constraintChecks(b, p, drafts) {
  const who = { package: b.package, bundle: b.name };
  const at2 = { doc: b.doc, path: ["properties", p.index, "value"] };
  const size = p.value === void 0 ? 0 : constraintBytes(p.value);
  if (size > MAX_CONSTRAINT_BYTES) {
    drafts.push({ ...who, rule: "constraint-too-large", message: `this olm.constraint is ${size} bytes; OLM refuses constraints over ${MAX_CONSTRAINT_BYTES} bytes`, at: at2 });
    return;
  }
  const err = constraintError(p.value);
  if (err) drafts.push({ ...who, rule: "constraint-invalid", message: `olm.constraint: ${err}`, at: at2 });
}
function maxOpenShiftVersion(b, props2, drafts) {
  const who = { package: b.package, bundle: b.name };
  props2.forEach((p, i) => {
    const at2 = { doc: b.doc, path: ["properties", p.index, "value"] };
    if (i > 0) {
      drafts.push({ ...who, rule: "max-openshift-version-invalid", message: "more than one olm.maxOpenShiftVersion property: OLM refuses the bundle's value and blocks cluster upgrades", at: at2 });
    } else if (typeof p.value === "number") {
      const written = plainScalarSource(b.doc, at2.path);
      const shown = written !== void 0 && written !== String(p.value) ? `\`${written}\` is read as the number ${p.value}` : `it is the number ${p.value}`;
      drafts.push({ ...who, rule: "max-openshift-version-unquoted", message: `olm.maxOpenShiftVersion is written as a number (${shown}): quote it ("${written ?? p.value}") so it means the OCP version you wrote`, at: at2 });
    } else if (typeof p.value !== "string" || !MAX_OCP.test(p.value)) {
      drafts.push({ ...who, rule: "max-openshift-version-invalid", message: `olm.maxOpenShiftVersion must be "<major>.<minor>" (like "4.16"), not ${JSON.stringify(p.value)}: an invalid value blocks every cluster upgrade`, at: at2 });
    }
  });
}
function dependencyRules(model, drafts) {
  const requires = [];
  const packages = [];
  const gvks = /* @__PURE__ */ new Set();
  for (const pkg of model.packages.values()) {
    const versions = [];
    packages.push([pkg.name, versions]);
    for (const mb of pkg.bundles.values()) {
      const b = mb.b;
      if (mb.version) versions.push(versionString(mb.version));
      for (const p of b.properties) if (p.type === "olm.gvk" && !p.invalid && p.present) gvks.add(gvkKey(gvkOf(p)));
      if (b.broken) continue;
      for (const p of b.properties) {
        if (p.invalid || !p.present) continue;
        if (p.type === "olm.package.required") packageRequired(b, p, requires, drafts);
        else if (p.type === "olm.gvk" || p.type === "olm.gvk.required") gvkChecks(b, p, requires, drafts);
        else if (p.type === "olm.constraint") constraintChecks(b, p, drafts);
      }
      maxOpenShiftVersion(b, b.properties.filter((p) => p.type === "olm.maxOpenShiftVersion" && p.present), drafts);
    }
  }
  return { packages, gvks: [...gvks], requires };
}

// src/graph/edges.ts
function successorIndex(edges) {
  const index = /* @__PURE__ */ new Map();
  for (const e of edges) {
    let s = index.get(e.from);
    if (!s) index.set(e.from, s = /* @__PURE__ */ new Set());
    s.add(e.to);
  }
  return index;
}
var rangeCache = /* @__PURE__ */ new Map();
function cachedRange(s) {
  let r = rangeCache.get(s);
  if (r === void 0) {
    const p = parseBlangRange(s);
    r = p.ok ? p.value : null;
    rangeCache.set(s, r);
  }
  return r;
}
function channelEdges(entries, versionOf) {
  const names = new Set(entries.map((e) => e.name));
  const byKey = /* @__PURE__ */ new Map();
  const add2 = (from, to, via) => {
    if (from === to) return;
    const k = `${from}\0${to}`;
    let e = byKey.get(k);
    if (!e) byKey.set(k, e = { from, to, via: /* @__PURE__ */ new Set() });
    e.via.add(via);
  };
  for (const e of entries) {
    if (e.replaces !== "") add2(e.replaces, e.name, "replaces");
    for (const s of e.skips) if (s !== "") add2(s, e.name, "skips");
    if (e.skipRange !== "") {
      const r = cachedRange(e.skipRange);
      if (!r) continue;
      for (const other of entries) {
        const v = versionOf(other.name);
        if (v && blangRangeMatch(r, v) === true) add2(other.name, e.name, "skipRange");
      }
    }
  }
  const order = ["replaces", "skips", "skipRange"];
  return [...byKey.values()].map((e) => {
    const edge = { from: e.from, to: e.to, via: order.filter((v) => e.via.has(v)) };
    return names.has(e.from) ? edge : { ...edge, missing: true };
  });
}

// src/rules/deprecations.ts
function checkDoc(model, pkg, d, drafts) {
  const dep = { package: false, channels: /* @__PURE__ */ new Set(), bundles: /* @__PURE__ */ new Set() };
  const seen = /* @__PURE__ */ new Set();
  for (const e of d.entries) {
    const who = { package: pkg.name };
    const at2 = (path) => ({ doc: d.doc, path: ["entries", e.index, ...path] });
    if (e.schema === "") {
      drafts.push({ ...who, rule: "deprecation-schema-missing", message: `deprecation entry [${e.index}] has no \`reference.schema\``, at: at2(["reference"]) });
      continue;
    }
    const key2 = `${e.schema}\0${e.schema === "olm.package" ? "" : e.name}`;
    if (seen.has(key2)) {
      drafts.push({ ...who, rule: "deprecation-entry-duplicate", message: `deprecation entry [${e.index}] repeats the reference {schema: ${e.schema}${e.name ? `, name: ${e.name}` : ""}}`, at: at2(["reference"]) });
      continue;
    }
    seen.add(key2);
    let ok = true;
    if (e.schema === "olm.bundle") {
      if (!pkg.bundleNames.has(e.name) && !model.unlinkedBundles.has(e.name)) {
        ok = false;
        drafts.push({ ...who, bundle: e.name, rule: "deprecation-unknown-bundle", message: `cannot deprecate bundle "${e.name}": package "${pkg.name}" has no such bundle`, at: at2(["reference", "name"]) });
      } else dep.bundles.add(e.name);
    } else if (e.schema === "olm.channel") {
      if (!pkg.channels.has(e.name)) {
        ok = false;
        drafts.push({ ...who, channel: e.name, rule: "deprecation-unknown-channel", message: `cannot deprecate channel "${e.name}": package "${pkg.name}" has no such channel`, at: at2(["reference", "name"]) });
      } else dep.channels.add(e.name);
    } else if (e.schema === "olm.package") {
      if (e.name !== "") {
        ok = false;
        drafts.push({ ...who, rule: "deprecation-package-has-name", message: `an olm.package deprecation reference must not have a name (found "${e.name}"): it always means this package`, at: at2(["reference", "name"]) });
      } else dep.package = true;
    } else {
      ok = false;
      drafts.push({ ...who, rule: "deprecation-unknown-schema", message: `deprecation entry [${e.index}] references schema "${e.schema}"; only olm.package, olm.channel and olm.bundle can be deprecated`, at: at2(["reference", "schema"]) });
    }
    if (ok && e.message === "") {
      drafts.push({ ...who, rule: "deprecation-message-missing", message: `deprecation of ${e.schema}${e.name ? ` "${e.name}"` : ""} has no message; tell users what to do instead`, at: at2([]) });
    }
  }
  return dep;
}
function deprecationRules(model, deprecations, drafts) {
  const result = /* @__PURE__ */ new Map();
  deprecations.forEach((d) => {
    if (d.package === "") {
      drafts.push({ rule: "deprecation-package-missing", message: "this olm.deprecations document has no `package`", at: { doc: d.doc } });
      return;
    }
    const pkg = model.packages.get(d.package);
    if (!pkg) {
      drafts.push({ package: d.package, rule: "deprecation-unknown-package", message: `deprecations for package "${d.package}", which is not in this catalog`, at: { doc: d.doc, path: ["package"] } });
      return;
    }
    if (pkg.deprecation) {
      drafts.push({ package: d.package, rule: "deprecation-duplicate-blob", message: `package "${d.package}" already has an olm.deprecations document at ${pkg.deprecation.doc.file}:${pkg.deprecation.doc.line}; merge them`, at: { doc: d.doc, path: ["package"] } });
      return;
    }
    pkg.deprecation = d;
    if (!d.broken) result.set(pkg.name, checkDoc(model, pkg, d, drafts));
  });
  for (const pkg of model.packages.values()) {
    const dep = result.get(pkg.name);
    if (dep && !dep.package) beyondWarnings(pkg, dep, drafts);
  }
  return result;
}
function beyondWarnings(pkg, dep, drafts) {
  const dc = pkg.p.defaultChannel;
  if (dep.channels.has(dc)) {
    drafts.push({ package: pkg.name, channel: dc, rule: "deprecated-default-channel", message: `the default channel "${dc}" is deprecated while the package is not: new installs land on a deprecated channel; change \`defaultChannel\``, at: { doc: pkg.p.doc, path: ["defaultChannel"] } });
  }
  if (dep.bundles.size === 0) return;
  const reported = /* @__PURE__ */ new Set();
  for (const ch of pkg.channels.values()) {
    if (dep.channels.has(ch.name) || !ch.c) continue;
    const edges = channelEdges(ch.entries, (n) => pkg.bundles.get(n)?.version);
    const targets = /* @__PURE__ */ new Map();
    for (const e of edges) if (!e.missing) targets.set(e.from, [...targets.get(e.from) ?? [], e.to]);
    for (const [from, tos] of targets) {
      if (dep.bundles.has(from) || reported.has(from) || !tos.every((t) => dep.bundles.has(t))) continue;
      reported.add(from);
      const entry = ch.entries.find((x) => x.name === from);
      drafts.push({
        package: pkg.name,
        channel: ch.name,
        bundle: from,
        rule: "deprecated-only-path",
        message: `every upgrade from "${from}" in channel "${ch.name}" leads to a deprecated bundle (${tos.sort().join(", ")}); add an upgrade edge to a supported bundle`,
        at: { doc: ch.c.doc, path: ["entries", entry.index] }
      });
    }
  }
}

// src/rules/draft.ts
function finalize(drafts, catalog, prefix, overrides = {}) {
  const out = [];
  for (const d of drafts) {
    const severity = overrides[d.rule] ?? RULES[d.rule].severity;
    if (severity === "off") continue;
    const f = { rule: d.rule, severity, message: d.message };
    if (catalog !== void 0) f.catalog = catalog;
    if (d.package !== void 0) f.package = d.package;
    if (d.channel !== void 0) f.channel = d.channel;
    if (d.bundle !== void 0) f.bundle = d.bundle;
    if (d.at) {
      if ("doc" in d.at) {
        const p = locate(d.at.doc, d.at.path ?? []);
        f.file = prefix + d.at.doc.file;
        f.line = p.line;
        f.column = p.column;
      } else {
        f.file = prefix + d.at.file;
        if (d.at.line !== void 0) f.line = d.at.line;
        if (d.at.column !== void 0) f.column = d.at.column;
      }
    }
    out.push(f);
  }
  return out;
}

// src/rules/model.ts
function buildModel(cfg, drafts) {
  const packages = /* @__PURE__ */ new Map();
  const unlinkedBundles = /* @__PURE__ */ new Set();
  for (const p of cfg.packages) {
    const at2 = { doc: p.doc, path: ["name"] };
    if (p.name === "") {
      drafts.push({ rule: "package-name-missing", message: "this olm.package has no `name`", at: { doc: p.doc } });
      continue;
    }
    if (packages.has(p.name)) {
      const first = packages.get(p.name).p.doc;
      drafts.push({ rule: "package-duplicate", package: p.name, message: `package "${p.name}" is already defined at ${first.file}:${first.line}; a catalog defines each package once`, at: at2 });
      continue;
    }
    const errs = dns1123LabelErrors(p.name);
    if (errs.length > 0) drafts.push({ rule: "package-name-invalid", package: p.name, message: `package name "${p.name}" is not a DNS-1123 label: ${errs.join("; ")}`, at: at2 });
    packages.set(p.name, { p, name: p.name, channels: /* @__PURE__ */ new Map(), bundles: /* @__PURE__ */ new Map(), bundleNames: /* @__PURE__ */ new Set(), channelDocs: [] });
  }
  for (const c of cfg.channels) linkChannel(packages, c, drafts);
  for (const b of cfg.bundles) if (!linkBundle(packages, b, drafts)) unlinkedBundles.add(b.name);
  for (const pkg of packages.values()) {
    const dc = pkg.p.defaultChannel;
    if (dc !== "" && !pkg.channels.has(dc)) {
      drafts.push({
        rule: "default-channel-not-found",
        package: pkg.name,
        message: `defaultChannel "${dc}" names no channel of package "${pkg.name}"${pkg.channels.size > 0 ? ` (channels: ${[...pkg.channels.keys()].sort().join(", ")})` : ""}; opm reports it as an empty channel`,
        at: { doc: pkg.p.doc, path: ["defaultChannel"] }
      });
      pkg.channels.set(dc, { c: void 0, name: dc, entries: [], synthetic: true });
    }
  }
  return { packages, unlinkedBundles };
}
function linkChannel(packages, c, drafts) {
  const pkg = packages.get(c.package);
  const who = { package: c.package || void 0, channel: c.name || void 0 };
  if (!pkg) {
    drafts.push({ ...who, rule: "channel-unknown-package", message: c.package === "" ? `channel "${c.name}" has no \`package\`` : `channel "${c.name}" belongs to package "${c.package}", which has no olm.package document in this catalog`, at: { doc: c.doc, path: ["package"] } });
    return;
  }
  if (c.name === "") {
    drafts.push({ ...who, rule: "channel-name-missing", message: `a channel of package "${c.package}" has no \`name\``, at: { doc: c.doc } });
    return;
  }
  pkg.channelDocs.push(c);
  if (pkg.channels.has(c.name)) {
    const first = pkg.channels.get(c.name).c.doc;
    drafts.push({ ...who, rule: "channel-duplicate", message: `channel "${c.name}" of package "${c.package}" is already defined at ${first.file}:${first.line}`, at: { doc: c.doc, path: ["name"] } });
    return;
  }
  const seen = /* @__PURE__ */ new Set();
  const entries = [];
  for (const e of c.entries) {
    if (seen.has(e.name)) {
      drafts.push({ ...who, bundle: e.name, rule: "channel-entry-duplicate", message: `"${e.name}" is listed more than once in channel "${c.name}"; remove the repeated entry`, at: { doc: c.doc, path: ["entries", e.index] } });
      continue;
    }
    seen.add(e.name);
    entries.push(e);
  }
  pkg.channels.set(c.name, { c, name: c.name, entries, synthetic: false });
}
function linkBundle(packages, b, drafts) {
  const who = { package: b.package || void 0, bundle: b.name || void 0 };
  if (b.package === "") {
    drafts.push({ ...who, rule: "bundle-package-missing", message: `bundle "${b.name}" has no \`package\``, at: { doc: b.doc } });
    return false;
  }
  const pkg = packages.get(b.package);
  if (!pkg) {
    drafts.push({ ...who, rule: "bundle-unknown-package", message: `bundle "${b.name}" belongs to package "${b.package}", which has no olm.package document in this catalog`, at: { doc: b.doc, path: ["package"] } });
    return false;
  }
  pkg.bundleNames.add(b.name);
  if (pkg.bundles.has(b.name)) {
    const first = pkg.bundles.get(b.name).b.doc;
    drafts.push({ ...who, rule: "bundle-duplicate", message: `bundle "${b.name}" of package "${b.package}" is already defined at ${first.file}:${first.line}`, at: { doc: b.doc, path: ["name"] } });
    return true;
  }
  pkg.bundles.set(b.name, { b, packageProperty: false });
  return true;
}

// src/rules/packages.ts
function packageRules(model, drafts) {
  for (const pkg of model.packages.values()) {
    const who = { package: pkg.name };
    if (pkg.p.defaultChannel === "") {
      drafts.push({ ...who, rule: "default-channel-missing", message: `package "${pkg.name}" has no \`defaultChannel\``, at: { doc: pkg.p.doc, path: ["name"] } });
      if (pkg.channels.size === 0) {
        drafts.push({ ...who, rule: "package-no-channels", message: `package "${pkg.name}" has no channel`, at: { doc: pkg.p.doc, path: ["name"] } });
      }
    }
    const byVersion = /* @__PURE__ */ new Map();
    for (const mb of pkg.bundles.values()) {
      if (!mb.version || mb.b.broken) continue;
      const key2 = versionString(mb.version) + (mb.release !== void 0 ? `-${mb.release}` : "");
      const group = byVersion.get(key2);
      if (group) group.push(mb);
      else byVersion.set(key2, [mb]);
    }
    for (const [key2, group] of byVersion) {
      if (group.length < 2) continue;
      const [first, ...rest] = group;
      for (const mb of rest) {
        drafts.push({ ...who, bundle: mb.b.name, rule: "bundle-version-duplicate", message: `bundle "${mb.b.name}" has version ${key2}, the same as "${first.b.name}"; versions (with release) must be unique in a package`, at: { doc: mb.b.doc, path: ["name"] } });
      }
    }
  }
}

// src/rules/requirements.ts
function requirementRules(parts) {
  const drafts = [];
  const packages = /* @__PURE__ */ new Map();
  const gvks = /* @__PURE__ */ new Set();
  for (const part of parts) {
    for (const [name, versions] of part.packages) packages.set(name, [...packages.get(name) ?? [], ...versions]);
    for (const g of part.gvks) gvks.add(g);
  }
  const parsed2 = /* @__PURE__ */ new Map();
  const versionsOf = (name) => {
    let vs = parsed2.get(name);
    if (!vs) parsed2.set(name, vs = (packages.get(name) ?? []).flatMap((s) => {
      const v = parseVersion(s);
      return v.ok ? [v.value] : [];
    }));
    return vs;
  };
  for (const part of parts) {
    for (const r of part.requires) {
      const who = { package: r.package, bundle: r.bundle, at: { file: r.file, line: r.line, column: r.column } };
      if (r.kind === "package") {
        const known = packages.has(r.name);
        if (!r.valid) {
          if (!known) drafts.push({ ...who, rule: "dependency-package-unsatisfied", message: `olm.package.required names package "${r.name}", which is not in this catalog: installing "${r.bundle}" resolves only if another catalog on the cluster has it` });
          continue;
        }
        const range = parseBlangRange(r.range);
        const ok = known && range.ok && versionsOf(r.name).some((v) => blangRangeMatch(range.value, v) === true);
        if (!ok) drafts.push({ ...who, rule: "dependency-package-unsatisfied", message: `no bundle in this catalog satisfies olm.package.required ${r.name} ${goQuote(r.range)}${known ? "" : ` (the catalog has no package "${r.name}")`}: installing "${r.bundle}" resolves only if another catalog on the cluster has one` });
      } else if (!gvks.has(gvkKey({ group: r.group, version: r.version, kind: r.gvkKind }))) {
        drafts.push({ ...who, rule: "dependency-gvk-unsatisfied", message: `no bundle in this catalog provides ${r.group}/${r.version} ${r.gvkKind} (olm.gvk.required): installing "${r.bundle}" resolves only if another catalog on the cluster does` });
      }
    }
  }
  return drafts;
}

// src/graph/classic.ts
function classicOrder(entries, channel, pkg) {
  const byName3 = new Map(entries.map((e) => [e.name, e]));
  const skipped = /* @__PURE__ */ new Set();
  const pointed = /* @__PURE__ */ new Set();
  for (const e of entries) {
    for (const s of e.skips) {
      skipped.add(s);
      if (s !== e.name) pointed.add(s);
    }
    if (e.replaces !== "" && e.replaces !== e.name) pointed.add(e.replaces);
  }
  const heads = entries.filter((e) => !pointed.has(e.name));
  const where3 = `in channel "${channel}" of package "${pkg}"`;
  if (heads.length === 0) return { ok: false, error: `no channel heads (entries not replaced by another entry) found ${where3}` };
  const chains = [];
  for (const head of heads) {
    const chain = [];
    const visited = /* @__PURE__ */ new Set();
    for (let cur = head; cur; cur = byName3.get(cur.replaces)) {
      if (visited.has(cur)) return { ok: false, error: `a cycle exists in the chain of replacement beginning with "${head.name}" ${where3}` };
      visited.add(cur);
      if (!skipped.has(cur.name)) chain.push(cur);
      if (cur.replaces === "") break;
    }
    chains.push(chain);
  }
  if (chains.length > 1) {
    const shown = chains.map((c) => c.length <= 1 ? c[0]?.name ?? "[]" : `${c[0].name}...${c[c.length - 1].name}`);
    return { ok: false, error: `a unique replacement chain within a channel is required to determine the relative order between channel entries, but ${chains.length} replacement chains were found ${where3}: ${shown.join(", ")}` };
  }
  return { ok: true, order: chains[0] };
}
function upgradesFrom(e, name, version) {
  if (e.name === name) return false;
  if (e.replaces === name || e.skips.includes(name)) return true;
  if (e.skipRange === "" || !version) return false;
  const r = cachedRange(e.skipRange);
  return r !== null && blangRangeMatch(r, version) === true;
}
function classicSuccessor(order, name, version) {
  return order.find((e) => upgradesFrom(e, name, version))?.name ?? null;
}

// src/graph/v1.ts
function versionRelease(v) {
  if (v.build.length === 0) return { version: v, release: void 0 };
  const r = parseRelease(v.build.join("."));
  return r.ok ? { version: { ...v, build: [] }, release: r.value } : { version: v, release: void 0 };
}
function compareIds(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x.num !== void 0 && y.num !== void 0) {
      if (x.num !== y.num) return x.num < y.num ? -1 : 1;
    } else if (x.num !== void 0) return -1;
    else if (y.num !== void 0) return 1;
    else if (x.str !== y.str) return (x.str ?? "") < (y.str ?? "") ? -1 : 1;
  }
  return a.length - b.length;
}
function compareVersionRelease(a, b) {
  const d = compareVersions(a.version, b.version);
  if (d !== 0) return d;
  if (a.release === void 0 || b.release === void 0) return a.release === b.release ? 0 : a.release === void 0 ? -1 : 1;
  return compareIds(a.release, b.release);
}
function sortV1(cands) {
  return cands.map((c, i) => ({ c, i, vr: versionRelease(c.version) })).sort((x, y) => Number(x.c.deprecated) - Number(y.c.deprecated) || compareVersionRelease(y.vr, x.vr) || x.i - y.i).map((x) => x.c);
}
function bestV1(cands) {
  let best;
  let bestVR;
  for (const c of cands) {
    const vr = versionRelease(c.version);
    if (!best || (c.deprecated !== best.deprecated ? !c.deprecated : compareVersionRelease(vr, bestVR) > 0)) {
      best = c;
      bestVR = vr;
    }
  }
  return best;
}

// src/graph/graph-json.ts
var byName = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function candidatesOf(view, names) {
  const out = [];
  for (const name of names) {
    const version = view.versions.get(name);
    if (version) out.push({ name, version, deprecated: view.deprecatedBundles.has(name) });
  }
  return out;
}
function channelGraph(view, channel, entries) {
  const version = (n) => view.versions.get(n);
  const heads = opmHeads(entries);
  const order = classicOrder(entries, channel, view.name);
  const edges = channelEdges(entries, version).sort((a, b) => byName(a.from, b.from) || byName(a.to, b.to));
  const targets = successorIndex(edges);
  const classic = {};
  const v1 = {};
  for (const e of entries) {
    const next = targets.get(e.name) ?? /* @__PURE__ */ new Set();
    if (order.ok) classic[e.name] = order.order.find((o) => next.has(o.name))?.name ?? null;
    v1[e.name] = sortV1(candidatesOf(view, [...next])).map((c) => c.name);
  }
  return {
    channel,
    ...heads.length === 1 ? { head: heads[0] } : {},
    entries: entries.map((e) => {
      const v = version(e.name);
      return { name: e.name, ...v ? { version: versionString(v) } : {}, deprecated: view.deprecatedBundles.has(e.name) };
    }),
    edges,
    successors: order.ok ? { classic, v1 } : { v1 },
    ...order.ok ? {} : { classicError: order.error }
  };
}
function packageGraph(view, onlyChannel) {
  const channels = [];
  for (const [name, entries] of view.channels) {
    if (onlyChannel === void 0 || onlyChannel === name) channels.push(channelGraph(view, name, entries));
  }
  return { package: view.name, defaultChannel: view.defaultChannel, channels };
}

// src/graph/view.ts
function packageView(pkg, dep) {
  const channels = /* @__PURE__ */ new Map();
  for (const [name, ch] of [...pkg.channels].sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)) {
    if (!ch.synthetic) channels.set(name, ch.entries);
  }
  const versions = /* @__PURE__ */ new Map();
  const notInstallable = /* @__PURE__ */ new Set();
  for (const [name, mb] of pkg.bundles) {
    if (mb.version) versions.set(name, mb.version);
    if (mb.b.properties.some((p) => p.type === "olm.deprecated")) notInstallable.add(name);
  }
  return {
    name: pkg.name,
    defaultChannel: pkg.p.defaultChannel,
    channels,
    versions,
    deprecatedBundles: dep?.bundles ?? /* @__PURE__ */ new Set(),
    deprecatedChannels: dep?.channels ?? /* @__PURE__ */ new Set(),
    packageDeprecated: dep?.package ?? false,
    notInstallable
  };
}
function packageViews(model, deprecated) {
  return [...model.packages.values()].map((p) => packageView(p, deprecated.get(p.name))).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

// src/rules/semantics.ts
function semanticsRules(model, deprecated, drafts) {
  for (const pkg of model.packages.values()) {
    const view = packageView(pkg, deprecated.get(pkg.name));
    for (const [channel, entries] of view.channels) {
      const ch = pkg.channels.get(channel);
      if (!ch.c || ch.c.broken || checkChannelGraph(entries) !== void 0) continue;
      if (entries.some((e) => !view.versions.has(e.name))) continue;
      const order = classicOrder(entries, channel, pkg.name);
      if (!order.ok) continue;
      const targets = successorIndex(channelEdges(entries, (n) => view.versions.get(n)));
      const diffs = [];
      for (const e of entries) {
        const next = targets.get(e.name);
        const classic = next ? order.order.find((o) => next.has(o.name))?.name ?? null : null;
        const v1 = next ? bestV1(candidatesOf(view, [...next]))?.name ?? null : null;
        if (classic !== v1) diffs.push(`${e.name} (classic: ${classic ?? "no upgrade"}, v1: ${v1 ?? "no upgrade"})`);
      }
      if (diffs.length === 0) continue;
      drafts.push({
        package: pkg.name,
        channel,
        rule: "semantics-divergence",
        message: `OLM classic and OLM v1 upgrade differently in channel "${channel}" from ${diffs.join("; ")}: clusters on the two OLMs diverge; add the missing replaces/skips so both reach the same bundle`,
        at: { doc: ch.c.doc, path: ["name"] }
      });
    }
  }
}

// src/rules/validate.ts
var prefixOf = (catalog) => catalog === "" || catalog === "." ? "" : `${catalog}/`;
function validatePart(loaded, opts) {
  const { cfg, drafts } = loaded;
  const config = opts.config ?? EMPTY_CONFIG;
  const model = buildModel(cfg, drafts);
  for (const name of opts.unlinkedElsewhere ?? []) model.unlinkedBundles.add(name);
  bundleRules(model, drafts);
  packageRules(model, drafts);
  channelRules(model, drafts);
  const deprecated = deprecationRules(model, cfg.deprecations, drafts);
  const facts = dependencyRules(model, drafts);
  semanticsRules(model, deprecated, drafts);
  const prefix = prefixOf(opts.catalog);
  policyRules(model, config.policy, prefix, drafts);
  return { model, deprecated, facts, findings: finalize(drafts, opts.catalog, prefix, config.severity) };
}
function requirementFindings(parts, catalog, config = EMPTY_CONFIG) {
  return finalize(requirementRules(parts), catalog, prefixOf(catalog), config.severity);
}
function validateCatalog(input, config = EMPTY_CONFIG) {
  const part = validatePart(loadCatalog(input.entries), { catalog: input.catalog, config });
  return { model: part.model, deprecated: part.deprecated, findings: [...part.findings, ...requirementFindings([part.facts], input.catalog, config)] };
}

// src/cli/sources.ts
var SourceError = class extends Error {
};
function reportBase(dir) {
  for (let d = resolve(dir); ; d = dirname(d)) {
    if (existsSync(join2(d, ".git"))) return d;
    if (dirname(d) === d) return process.cwd();
  }
}
function toPosix(p) {
  return p.split("\\").join("/");
}
function expandCatalogGlob(root, glob) {
  let current = [""];
  for (const seg of globSegments(glob)) {
    const next = [];
    for (const rel of current) {
      let names;
      try {
        names = readdirSync2(join2(root, rel)).sort(comparePaths);
      } catch {
        continue;
      }
      for (const n of names) {
        const child = rel ? `${rel}/${n}` : n;
        if (goMatch(seg, n) && statSync2(join2(root, child)).isDirectory()) next.push(child);
      }
    }
    current = next;
  }
  return current.filter((c) => c !== "");
}
function readable(dir, f) {
  try {
    return f();
  } catch (e) {
    throw new SourceError(`cannot read ${dir}: ${e.code ?? e.message}`);
  }
}
function dirCatalogs(source, glob, allowNone) {
  let st;
  try {
    st = statSync2(source);
  } catch (e) {
    throw new SourceError(`cannot read ${source}: ${e.code === "ENOENT" ? "no such directory" : e.message}`);
  }
  if (!st.isDirectory()) throw new SourceError(`cannot read ${source}: not a directory`);
  const dirs = glob === void 0 ? [""] : expandCatalogGlob(source, glob);
  if (dirs.length === 0 && !allowNone) throw new UsageError(`--catalogs '${glob}' matches no directory under ${source}`);
  const base = reportBase(source);
  return dirs.map((d) => {
    const dir = join2(source, d);
    const catalog = toPosix(relative2(base, resolve(dir))) || ".";
    return {
      catalog,
      key: d,
      read: () => readable(dir, () => ({ catalog, entries: readCatalogDir(dir).entries })),
      list: () => {
        const listing = readable(dir, () => listCatalogDir(dir));
        return { files: listing.files, read: (ids) => readable(dir, () => listing.read(ids)) };
      }
    };
  });
}
function gitErrors(source, f) {
  try {
    return f();
  } catch (e) {
    throw e instanceof GitError ? new SourceError(`cannot read ${source}: ${e.message}`) : e;
  }
}
function gitCatalogs(source, repo, glob, allowNone) {
  const ref = parseGitSource(source);
  if (!ref) throw new UsageError(`a git source is git:<rev>:<path>, not "${source}"`);
  return gitErrors(source, () => {
    const commit = resolveCommit(repo, ref.rev);
    if (!isTree(repo, commit, ref.path)) throw new SourceError(`cannot read ${source}: no directory "${ref.path}" at ${ref.rev}`);
    let paths = [ref.path];
    if (glob !== void 0) {
      const segs = globSegments(glob);
      const trees = listTree(repo, commit, ref.path).filter((e) => e.type === "tree").map((e) => e.path);
      const matched = trees.filter((p) => p.split("/").length === segs.length && segmentsMatchAt(segs, p.split("/")));
      if (matched.length === 0 && !allowNone) throw new UsageError(`--catalogs '${glob}' matches no directory under ${source}`);
      paths = matched.sort(comparePaths).map((p) => ref.path === "." ? p : posix2.join(ref.path, p));
    }
    const key2 = (path) => ref.path === "." ? path === "." ? "" : path : posix2.relative(ref.path, path);
    return paths.map((path) => ({
      catalog: path,
      key: key2(path),
      read: () => ({ catalog: path, entries: gitErrors(source, () => readGitCatalog(repo, commit, path)) }),
      list: () => {
        const listing = gitErrors(source, () => listGitCatalog(repo, commit, path));
        return { files: listing.files, read: (ids) => gitErrors(source, () => listing.read(ids)) };
      }
    }));
  });
}
function sourceCatalogs(source, glob, repo, allowNone = false) {
  if (source.startsWith("git:")) return gitCatalogs(source, repo ?? process.cwd(), glob, allowNone);
  return dirCatalogs(repo === void 0 ? source : resolve(repo, source), glob, allowNone);
}
function loadSingleCatalog(source, repo) {
  const [c] = sourceCatalogs(source, void 0, repo);
  return validateCatalog(c.read());
}

// src/cache/file-cache.ts
import { mkdirSync, readFileSync as readFileSync2, renameSync, writeFileSync } from "node:fs";
import { join as join3 } from "node:path";
var FILE = "fbc-bot-cache.json";
var FORMAT = 1;
function load(dir, build2) {
  try {
    const s = JSON.parse(readFileSync2(join3(dir, FILE), "utf8"));
    return s.format === FORMAT && s.build === build2 && typeof s.summaries === "object" && typeof s.parts === "object" ? s : void 0;
  } catch {
    return void 0;
  }
}
function openFileCache(dir, build2) {
  const stored = load(dir, build2);
  const summaries2 = /* @__PURE__ */ new Map();
  const parts = /* @__PURE__ */ new Map();
  const take = (from, key2, into) => {
    const v = from && Object.hasOwn(from, key2) ? from[key2] : void 0;
    if (v !== void 0) into.set(key2, v);
    return v;
  };
  return {
    summary: (id) => summaries2.get(id) ?? take(stored?.summaries, id, summaries2),
    setSummary: (id, s) => void summaries2.set(id, s),
    part: (key2) => parts.get(key2) ?? take(stored?.parts, key2, parts),
    setPart: (key2, p) => void parts.set(key2, p),
    save: () => {
      mkdirSync(dir, { recursive: true });
      const tmp = join3(dir, `${FILE}.${process.pid}.tmp`);
      const out = { format: FORMAT, build: build2, summaries: Object.fromEntries(summaries2), parts: Object.fromEntries(parts) };
      writeFileSync(tmp, JSON.stringify(out));
      renameSync(tmp, join3(dir, FILE));
    }
  };
}

// src/graph/mermaid.ts
var VIA_LABEL = { replaces: "replace", skips: "skip", skipRange: "skipRange" };
function mermaidText(s) {
  return s.replace(/#/g, "#35;").replace(/"/g, "#quot;").replace(/</g, "#lt;").replace(/>/g, "#gt;");
}
function renderMermaid(packages, deprecatedChannels = () => /* @__PURE__ */ new Set()) {
  const lines = ["flowchart LR"];
  const classes = { deprecated: [], skipped: [], head: [], missing: [] };
  const nested = packages.length > 1;
  packages.forEach((pkg, pi) => {
    const ind = nested ? "    " : "  ";
    if (nested) lines.push(`  subgraph p${pi}["${mermaidText(pkg.package)}"]`);
    pkg.channels.forEach((ch, ci) => {
      const id = (k) => `p${pi}c${ci}n${k}`;
      const nodes = /* @__PURE__ */ new Map();
      const title = `${nested ? "" : `${pkg.package} / `}${ch.channel}${ch.channel === pkg.defaultChannel ? " (default)" : ""}${deprecatedChannels(pkg.package).has(ch.channel) ? " (deprecated)" : ""}`;
      lines.push(`${ind}subgraph p${pi}c${ci}["${mermaidText(title)}"]`);
      const skipped = new Set(ch.edges.filter((e) => e.via.includes("skips")).map((e) => e.from));
      for (const e of ch.entries) {
        const n = id(nodes.size);
        nodes.set(e.name, n);
        lines.push(`${ind}  ${n}["${mermaidText(e.name)}"]`);
        if (e.deprecated) classes.deprecated.push(n);
        else if (skipped.has(e.name)) classes.skipped.push(n);
        if (e.name === ch.head) classes.head.push(n);
      }
      for (const e of ch.edges) {
        if (nodes.has(e.from)) continue;
        const n = id(nodes.size);
        nodes.set(e.from, n);
        lines.push(`${ind}  ${n}["${mermaidText(e.from)}"]`);
        classes.missing.push(n);
      }
      lines.push(`${ind}end`);
      for (const e of ch.edges) {
        lines.push(`${ind}${nodes.get(e.from)} -->|${e.via.map((v) => VIA_LABEL[v]).join(", ")}| ${nodes.get(e.to)}`);
      }
    });
    if (nested) lines.push("  end");
  });
  lines.push("  classDef deprecated fill:#fde2e1,stroke:#b42318,color:#7a271a,stroke-dasharray:4 3");
  lines.push("  classDef skipped fill:#eaecf0,stroke:#667085,color:#344054");
  lines.push("  classDef missing fill:#ffffff,stroke:#98a2b3,color:#667085,stroke-dasharray:2 2");
  lines.push("  classDef head stroke-width:3px");
  for (const [name, ids] of Object.entries(classes)) if (ids.length > 0) lines.push(`  class ${ids.join(",")} ${name}`);
  return lines.join("\n") + "\n";
}

// src/catalog/redecode.ts
function documentText(doc) {
  return doc.source.text.text().slice(doc.source.start, doc.source.end);
}
function documentValue(doc) {
  const text = doc.source.text.text();
  const { start, end } = doc.source;
  if (doc.source.json) {
    try {
      return JSON.parse(text.slice(start, end));
    } catch {
      return void 0;
    }
  }
  const fast = decodeYamlFast(text, start, end);
  if (fast !== BAIL) return fast;
  const full = decodeYamlFull(text.slice(start, end));
  return full.ok ? full.value : void 0;
}

// src/diff/bundle-content.ts
function canonical(v) {
  if (v === void 0) return "undefined";
  if (v === null || typeof v !== "object") return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(",")}}`;
}
function props(doc) {
  const list2 = goField(doc, "properties");
  if (!Array.isArray(list2)) return [];
  return list2.map((p) => p !== null && typeof p === "object" && !Array.isArray(p) ? { type: String(goField(p, "type") ?? ""), value: goField(p, "value") } : { type: "", value: p });
}
var str2 = (v) => typeof v === "string" ? v : "";
function csvOf(objects) {
  for (const p of objects) {
    const data = p.value && typeof p.value === "object" && !Array.isArray(p.value) ? goField(p.value, "data") : void 0;
    if (typeof data !== "string") continue;
    try {
      const obj = JSON.parse(Buffer.from(data, "base64").toString("utf8"));
      if (obj && typeof obj === "object" && !Array.isArray(obj) && obj.kind === "ClusterServiceVersion") return obj;
    } catch {
    }
  }
  return void 0;
}
function sameCsv(csv, meta) {
  if (!meta || typeof meta !== "object" || Array.isArray(meta)) return false;
  const spec = csv.spec ?? {};
  const md = csv.metadata ?? {};
  const pairs = [
    [spec.displayName, meta.displayName],
    [spec.description, meta.description],
    [md.annotations, meta.annotations],
    [spec.installModes, meta.installModes],
    [spec.keywords, meta.keywords],
    [spec.provider, meta.provider],
    [spec.maturity, meta.maturity],
    [spec.minKubeVersion, meta.minKubeVersion]
  ];
  return pairs.every(([a, b]) => canonical(a) === canonical(b));
}
function compareBundle(base, head) {
  if (documentText(base) === documentText(head)) return { kind: "same" };
  const b = documentValue(base);
  const h = documentValue(head);
  if (!b || !h || typeof b !== "object" || typeof h !== "object" || Array.isArray(b) || Array.isArray(h)) return { kind: "content", what: ["document"] };
  const bi = str2(goField(b, "image"));
  const hi = str2(goField(h, "image"));
  if (bi !== hi) return { kind: "image", base: bi, head: hi };
  const what = [];
  const related = (d) => {
    const r = goField(d, "relatedImages");
    return Array.isArray(r) ? r.map(canonical).sort().join(",") : "";
  };
  if (related(b) !== related(h)) what.push("relatedImages");
  const bp = props(b);
  const hp = props(h);
  const plain = (ps) => ps.filter((p) => p.type !== "olm.bundle.object" && p.type !== "olm.csv.metadata").map((p) => canonical(p)).sort().join(",");
  if (plain(bp) !== plain(hp)) what.push("properties");
  const objects = (ps, t) => ps.filter((p) => p.type === t).map((p) => canonical(p.value)).join(",");
  const bObjects = objects(bp, "olm.bundle.object");
  const hObjects = objects(hp, "olm.bundle.object");
  const bMeta = objects(bp, "olm.csv.metadata");
  const hMeta = objects(hp, "olm.csv.metadata");
  if (bObjects !== hObjects || bMeta !== hMeta) {
    const reRender = bObjects !== "" && hObjects === "" && bMeta === "" && hMeta !== "" && (() => {
      const csv = csvOf(bp.filter((p) => p.type === "olm.bundle.object"));
      return csv !== void 0 && sameCsv(csv, hp.find((p) => p.type === "olm.csv.metadata")?.value);
    })();
    if (!reRender) what.push(bObjects !== hObjects ? "olm.bundle.object" : "olm.csv.metadata");
  }
  return what.length === 0 ? { kind: "same" } : { kind: "content", what };
}

// src/diff/changes.ts
var byName2 = (a, b) => a < b ? -1 : a > b ? 1 : 0;
var edgeKey = (e) => `${e.from}\0${e.to}\0${e.via.join(",")}`;
var list = (xs, max = 12) => xs.length <= max ? xs.join(", ") : `${xs.slice(0, max).join(", ")} and ${xs.length - max} more`;
function uniqueHead(view, channel) {
  const heads = opmHeads(view.channels.get(channel) ?? []);
  return heads.length === 1 ? heads[0] : void 0;
}
function edgesOf(side, channel) {
  const entries = side?.view.channels.get(channel);
  return entries ? channelEdges(entries, (n) => side.view.versions.get(n)).filter((e) => !e.missing) : [];
}
function channelDoc(side, channel) {
  return side?.model.channels.get(channel)?.c?.doc;
}
function diffChannel(pkg, channel, base, head, drafts) {
  const inBase = base?.view.channels.has(channel) ?? false;
  const inHead = head?.view.channels.has(channel) ?? false;
  const be = edgesOf(base, channel);
  const he = edgesOf(head, channel);
  const bk = new Set(be.map(edgeKey));
  const hk = new Set(he.map(edgeKey));
  const shape = (e) => ({ from: e.from, to: e.to, via: [...e.via] });
  const edgesAdded = he.filter((e) => !bk.has(edgeKey(e))).map(shape);
  const edgesRemoved = be.filter((e) => !hk.has(edgeKey(e))).map(shape);
  const h = { ...inBase && uniqueHead(base.view, channel) ? { base: uniqueHead(base.view, channel) } : {}, ...inHead && uniqueHead(head.view, channel) ? { head: uniqueHead(head.view, channel) } : {} };
  const who = { package: pkg, channel };
  const hdoc = channelDoc(head, channel);
  const at2 = hdoc ? { doc: hdoc, path: ["name"] } : head ? { doc: head.model.p.doc, path: ["name"] } : void 0;
  if (!inBase) {
    if (base) drafts.push({ ...who, rule: "channel-added", message: `new channel "${channel}"${h.head ? ` with head ${h.head}` : ""}`, at: at2 });
    return { channel, status: "added", head: h, edgesAdded, edgesRemoved: [] };
  }
  if (!inHead) {
    const entries = base.view.channels.get(channel).map((e) => e.name);
    if (head) drafts.push({ ...who, rule: "channel-removed", message: `channel "${channel}" is removed: subscribers on ${list(entries)} lose their updates; keep the channel (or deprecate it) until they have moved`, at: at2 });
    return { channel, status: "removed", head: h, edgesAdded: [], edgesRemoved };
  }
  if (h.base !== h.head && h.base && h.head) drafts.push({ ...who, rule: "channel-head-changed", message: `the head of channel "${channel}" moves from ${h.base} to ${h.head}`, at: at2 });
  if (edgesAdded.length > 0) drafts.push({ ...who, rule: "edge-added", message: `new upgrade edges in channel "${channel}": ${list(edgesAdded.map((e) => `${e.from} \u2192 ${e.to} (${e.via.join(", ")})`))}`, at: at2 });
  if (edgesRemoved.length > 0) drafts.push({ ...who, rule: "edge-removed", message: `upgrade edges removed from channel "${channel}": ${list(edgesRemoved.map((e) => `${e.from} \u2192 ${e.to} (${e.via.join(", ")})`))}`, at: at2 });
  successorChanges(pkg, channel, base, head, at2, drafts);
  const changed = edgesAdded.length > 0 || edgesRemoved.length > 0 || h.base !== h.head || entryNames(base, channel) !== entryNames(head, channel);
  return { channel, status: changed ? "modified" : "unchanged", head: h, edgesAdded, edgesRemoved };
}
function entryNames(side, channel) {
  return (side.view.channels.get(channel) ?? []).map((e) => e.name).join("\0");
}
function successorChanges(pkg, channel, base, head, at2, drafts) {
  const bg = channelGraph(base.view, channel, base.view.channels.get(channel));
  const hg = channelGraph(head.view, channel, head.view.channels.get(channel));
  const changes = [];
  for (const e of hg.entries) {
    if (!(e.name in bg.successors.v1)) continue;
    const c0 = bg.successors.classic?.[e.name] ?? null;
    const c1 = hg.successors.classic?.[e.name] ?? null;
    const v0 = bg.successors.v1[e.name]?.[0] ?? null;
    const v1 = hg.successors.v1[e.name]?.[0] ?? null;
    const parts = [];
    if (bg.successors.classic && hg.successors.classic && c0 !== c1) parts.push(`classic ${c0 ?? "none"} \u2192 ${c1 ?? "none"}`);
    if (v0 !== v1) parts.push(`v1 ${v0 ?? "none"} \u2192 ${v1 ?? "none"}`);
    if (parts.length > 0) changes.push(`${e.name} (${parts.join("; ")})`);
  }
  if (changes.length > 0) drafts.push({ package: pkg, channel, rule: "successor-changed", message: `in channel "${channel}", installed bundles now upgrade elsewhere: ${list(changes)}`, at: at2 });
}
function packageDocChanged(base, head) {
  return documentText(base) !== documentText(head) && canonical(documentValue(base)) !== canonical(documentValue(head));
}
function diffPackage(catalog, name, base, head, drafts) {
  const who = { package: name };
  if (!base && head) {
    const channels2 = [...head.view.channels.keys()];
    drafts.push({ ...who, rule: "package-added", message: `new package "${name}": ${head.model.bundles.size} bundle(s) in channel(s) ${channels2.join(", ")} (default ${head.view.defaultChannel})`, at: { doc: head.model.p.doc, path: ["name"] } });
  }
  if (base && !head) {
    const versions = [...base.view.versions.keys()].sort(byName2);
    drafts.push({ ...who, rule: "package-removed", message: `package "${name}" is removed: subscribers on ${list(versions)} lose their updates and new installs fail; deprecate it first (olm.deprecations) and remove it later`, at: void 0 });
  }
  if (base && head && base.view.defaultChannel !== head.view.defaultChannel) {
    drafts.push({ ...who, rule: "default-channel-changed", message: `the default channel moves from "${base.view.defaultChannel}" to "${head.view.defaultChannel}": new installs and subscriptions without a channel follow it`, at: { doc: head.model.p.doc, path: ["defaultChannel"] } });
  }
  const channelNames = [.../* @__PURE__ */ new Set([...base?.view.channels.keys() ?? [], ...head?.view.channels.keys() ?? []])].sort(byName2);
  const channels = channelNames.map((c) => diffChannel(name, c, base, head, drafts));
  const bNames = new Set(base?.model.bundles.keys() ?? []);
  const hNames = new Set(head?.model.bundles.keys() ?? []);
  const bundlesAdded = [...hNames].filter((n) => !bNames.has(n)).sort(byName2);
  const bundlesRemoved = [...bNames].filter((n) => !hNames.has(n)).sort(byName2);
  const bundlesModified = [];
  if (base) for (const n of bundlesAdded) drafts.push({ ...who, bundle: n, rule: "bundle-added", message: `new bundle ${n}`, at: { doc: head.model.bundles.get(n).b.doc, path: ["name"] } });
  for (const n of bundlesRemoved) {
    if (head) drafts.push({ ...who, bundle: n, rule: "bundle-removed", message: `bundle ${n} is removed from the catalog`, at: { doc: head.model.p.doc, path: ["name"] } });
  }
  for (const n of [...hNames].filter((x) => bNames.has(x)).sort(byName2)) {
    const bdoc = base.model.bundles.get(n).b.doc;
    const hdoc = head.model.bundles.get(n).b.doc;
    const cmp = compareBundle(bdoc, hdoc);
    if (cmp.kind === "same") continue;
    bundlesModified.push(n);
    if (cmp.kind === "image") {
      drafts.push({ ...who, bundle: n, rule: "bundle-image-changed", message: `published bundle ${n} changes its image from ${cmp.base} to ${cmp.head}: bundles are immutable; publish a new version instead`, at: { doc: hdoc, path: ["image"] } });
    } else {
      drafts.push({ ...who, bundle: n, rule: "bundle-content-changed", message: `published bundle ${n} changes in place (${cmp.what.join(", ")}): clusters that installed it keep the old content; publish a new version instead`, at: { doc: hdoc, path: ["name"] } });
    }
  }
  const status = !base ? "added" : !head ? "removed" : "modified";
  const changed = status !== "modified" || bundlesAdded.length + bundlesRemoved.length + bundlesModified.length > 0 || channels.some((c) => c.status !== "unchanged") || base.view.defaultChannel !== head.view.defaultChannel || packageDocChanged(base.model.p.doc, head.model.p.doc);
  return changed ? { catalog, package: name, status, channels, bundlesAdded, bundlesRemoved, bundlesModified } : void 0;
}

// src/diff/lost.ts
function classicReaches(order, name, version, target, versionOf) {
  const seen = /* @__PURE__ */ new Set();
  let cur = name;
  let v = version;
  while (cur !== null && !seen.has(cur)) {
    if (cur === target) return true;
    seen.add(cur);
    cur = classicSuccessor(order, cur, v);
    v = cur === null ? void 0 : versionOf(cur);
  }
  return false;
}
function lostPaths(pkg, base, head, drafts) {
  for (const [channel, baseEntries] of base.view.channels) {
    const entries = head.view.channels.get(channel);
    if (!entries) continue;
    const heads = opmHeads(entries);
    if (heads.length !== 1) continue;
    const target = heads[0];
    const order = classicOrder(entries, channel, pkg);
    const lost = [];
    for (const e of baseEntries) {
      if (e.name === target) continue;
      const version = base.view.versions.get(e.name) ?? head.view.versions.get(e.name);
      const v1 = entries.some((x) => upgradesFrom(x, e.name, version));
      const classic = order.ok ? classicReaches(order.order, e.name, version, target, (n) => head.view.versions.get(n)) : true;
      if (v1 && classic) continue;
      const under = !v1 && !classic ? "OLM classic and OLM v1" : !v1 ? "OLM v1 (no successor)" : `OLM classic (no path to ${target})`;
      lost.push(`${e.name} (${under})`);
    }
    if (lost.length === 0) continue;
    const doc = head.model.channels.get(channel)?.c?.doc;
    drafts.push({
      package: pkg,
      channel,
      rule: "upgrade-path-lost",
      message: `installs of ${lost.join(", ")} in channel "${channel}" are stranded: nothing upgrades them to ${target} any more; add a \`replaces\`, \`skips\` or \`skipRange\` on a newer bundle that covers them`,
      at: doc ? { doc, path: ["name"] } : { doc: head.model.p.doc, path: ["name"] }
    });
  }
}

// src/diff/diff.ts
function picture(side) {
  return side ? renderMermaid([packageGraph(side.view)], () => side.view.deprecatedChannels) : void 0;
}
function sides(r) {
  const out = /* @__PURE__ */ new Map();
  if (!r) return out;
  for (const [name, model] of r.model.packages) out.set(name, { view: packageView(model, r.deprecated.get(name)), model });
  return out;
}
function diffPair(pair, overrides = {}) {
  const changes = [];
  const pictures = [];
  const base = sides(pair.base);
  const head = sides(pair.head);
  const drafts = [];
  for (const name of [.../* @__PURE__ */ new Set([...base.keys(), ...head.keys()])].sort()) {
    const b = base.get(name);
    const h = head.get(name);
    const change = diffPackage(pair.catalog, name, b, h, drafts);
    if (change) {
      changes.push(change);
      pictures.push({ catalog: pair.catalog, package: name, ...b ? { before: picture(b) } : {}, ...h ? { after: picture(h) } : {} });
    }
    if (b && h) lostPaths(name, b, h, drafts);
  }
  const prefix = pair.catalog === "" || pair.catalog === "." ? "" : `${pair.catalog}/`;
  return { findings: finalize(drafts, pair.catalog, prefix, overrides).map((f) => ({ ...f, introduced: true })), changes, pictures };
}
function diffVerdict(findings, strict) {
  return findings.some((f) => f.severity === "error" && (strict || f.introduced !== false)) ? "fail" : "pass";
}

// src/diff/incremental.ts
import { createHash as createHash2 } from "node:crypto";

// src/report/finding.ts
function cmpOpt(a, b) {
  if (a === b) return 0;
  if (a === void 0) return -1;
  if (b === void 0) return 1;
  const x = Array.from(a);
  const y = Array.from(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = x[i].codePointAt(0) - y[i].codePointAt(0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}
function cmpNum(a, b) {
  if (a === b) return 0;
  if (a === void 0) return -1;
  if (b === void 0) return 1;
  return a - b;
}
function compareFindings(a, b) {
  return cmpOpt(a.catalog, b.catalog) || cmpOpt(a.package, b.package) || cmpOpt(a.channel, b.channel) || cmpOpt(a.bundle, b.bundle) || cmpOpt(a.rule, b.rule) || cmpOpt(a.file, b.file) || cmpNum(a.line, b.line) || cmpNum(a.column, b.column) || cmpOpt(a.message, b.message);
}
function sortFindings(findings) {
  return [...findings].sort(compareFindings);
}
function verdictOf(findings) {
  return findings.some((f) => f.severity === "error" && f.introduced !== false) ? "fail" : "pass";
}

// src/diff/introduced.ts
var key = (f) => [f.rule, f.catalog ?? "", f.package ?? "", f.channel ?? "", f.bundle ?? "", f.message.replace(/\S+:\d+(:\d+)?/g, "")].join("\0");
function markIntroduced(head, base) {
  const seen = /* @__PURE__ */ new Map();
  for (const f of base) seen.set(key(f), (seen.get(key(f)) ?? 0) + 1);
  return head.map((f) => {
    const k = key(f);
    const n = seen.get(k) ?? 0;
    if (n > 0) seen.set(k, n - 1);
    return { ...f, introduced: n === 0 };
  });
}

// src/diff/parts.ts
function summarize({ cfg }) {
  const declared = new Set(cfg.packages.map((p) => p.name).filter((n) => n !== ""));
  const packages = new Set(declared);
  for (const d of [...cfg.channels, ...cfg.bundles, ...cfg.deprecations]) if (d.package !== "") packages.add(d.package);
  const orphans = cfg.bundles.filter((b) => !declared.has(b.package)).map((b) => [b.name, b.package]);
  return { packages: [...packages], declared: [...declared], orphans };
}
function unlinkedNames(summaries2) {
  const all = [...summaries2];
  const declared = new Set(all.flatMap((s) => s.declared));
  return new Set(all.flatMap((s) => s.orphans.filter(([, pkg]) => pkg === "" || !declared.has(pkg)).map(([name]) => name)));
}
var UnionFind = class {
  parent = /* @__PURE__ */ new Map();
  find(x) {
    let root = this.parent.get(x) ?? x;
    if (root === x) return x;
    root = this.find(root);
    this.parent.set(x, root);
    return root;
  }
  union(a, b) {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }
};
function regions(base, head, packagesOf) {
  const uf = new UnionFind();
  for (const side of [base, head]) {
    for (const f of side) {
      if (isListedFile(f)) for (const p of packagesOf(f)) uf.union(`f:${f.path}`, `p:${p}`);
    }
  }
  const byRoot = /* @__PURE__ */ new Map();
  const regionOf = (f) => {
    const root = uf.find(`f:${f.path}`);
    let r = byRoot.get(root);
    if (!r) byRoot.set(root, r = { base: [], head: [] });
    return r;
  };
  for (const f of base) regionOf(f).base.push(f);
  for (const f of head) regionOf(f).head.push(f);
  return [...byRoot.values()];
}
var same = (a, b) => a.path === b.path && (isListedFile(a) ? isListedFile(b) && a.id === b.id : !isListedFile(b) && a.rule === b.rule && a.message === b.message);
function unchanged(r) {
  return r.base.length === r.head.length && r.base.every((f, i) => same(f, r.head[i]));
}

// src/diff/incremental.ts
var NO_CACHE = { summary: () => void 0, setSummary: () => void 0, part: () => void 0, setPart: () => void 0 };
var sha1 = (v) => createHash2("sha1").update(JSON.stringify(v)).digest("hex");
var entryKey = (f) => isListedFile(f) ? `${f.path}\0${f.id}` : `${f.path}\0${f.rule}\0${f.message}`;
var Loader = class {
  loads = /* @__PURE__ */ new Map();
  from = /* @__PURE__ */ new Map();
  constructor(sides2) {
    for (const s of sides2) for (const f of s?.files ?? []) if (isListedFile(f) && !this.from.has(f.id)) this.from.set(f.id, s);
  }
  /** Load every entry not loaded yet, reading their contents in one batch per source. */
  ensure(entries) {
    const wanted = /* @__PURE__ */ new Map();
    for (const e of entries) if (!this.loads.has(entryKey(e))) wanted.set(entryKey(e), e);
    const bySource = /* @__PURE__ */ new Map();
    for (const e of wanted.values()) {
      if (!isListedFile(e)) continue;
      const src = this.from.get(e.id);
      if (!bySource.has(src)) bySource.set(src, /* @__PURE__ */ new Set());
      bySource.get(src).add(e.id);
    }
    const data = /* @__PURE__ */ new Map();
    for (const [src, ids] of bySource) for (const [id, bytes] of src.read([...ids])) data.set(id, bytes);
    for (const [key2, e] of wanted) {
      if (!isListedFile(e)) {
        this.loads.set(key2, loadEntry(e));
        continue;
      }
      const bytes = data.get(e.id);
      this.loads.set(key2, loadEntry({ path: e.path, data: bytes, reread: () => bytes }));
    }
  }
  get(e) {
    return this.loads.get(entryKey(e));
  }
};
var add = (side, part) => {
  for (const f of part.findings) side.findings.push(f);
  side.facts.push(part.facts);
};
function summaries(pair, loader, cache2) {
  const out = /* @__PURE__ */ new Map();
  const missing = /* @__PURE__ */ new Map();
  for (const f of [...pair.base?.files ?? [], ...pair.head?.files ?? []]) {
    if (!isListedFile(f) || out.has(f.id) || missing.has(f.id)) continue;
    const s = cache2.summary(f.id);
    if (s) out.set(f.id, s);
    else missing.set(f.id, f);
  }
  loader.ensure(missing.values());
  for (const f of missing.values()) {
    const s = summarize(loader.get(f));
    cache2.setSummary(f.id, s);
    out.set(f.id, s);
  }
  return out;
}
function diffListings(pairs, opts = {}) {
  const config = opts.config ?? EMPTY_CONFIG;
  const cache2 = opts.cache ?? NO_CACHE;
  const configKey = sha1(config);
  const result = { findings: [], changes: [], pictures: [] };
  for (const pair of pairs) {
    const loader = new Loader([pair.base, pair.head]);
    const summary = summaries(pair, loader, cache2);
    const baseFiles = pair.base?.files ?? [];
    const headFiles = pair.head?.files ?? [];
    const unlinked = (files) => unlinkedNames(files.filter(isListedFile).map((f) => summary.get(f.id)));
    const unlinkedBase = unlinked(baseFiles);
    const unlinkedHead = unlinked(headFiles);
    const keyOf = (files, unlinkedSet) => sha1([pair.catalog, configKey, [...unlinkedSet].sort(), files.map(entryKey)]);
    const validate2 = (files, unlinkedSet) => {
      const part = validatePart(joinLoads(files.map((f) => loader.get(f))), { catalog: pair.catalog, config, unlinkedElsewhere: unlinkedSet });
      cache2.setPart(keyOf(files, unlinkedSet), { findings: part.findings, facts: part.facts });
      return part;
    };
    const all = regions(baseFiles, headFiles, (f) => summary.get(f.id).packages);
    const plan = all.map((r) => {
      const same2 = unchanged(r) && keyOf(r.base, unlinkedBase) === keyOf(r.head, unlinkedHead);
      return { r, same: same2, cached: same2 ? cache2.part(keyOf(r.head, unlinkedHead)) : void 0 };
    });
    loader.ensure(plan.flatMap(({ r, same: same2, cached }) => cached ? [] : same2 ? r.head : [...r.base, ...r.head]));
    const base = { findings: [], facts: [] };
    const head = { findings: [], facts: [] };
    for (const { r, same: same2, cached } of plan) {
      if (same2) {
        const part2 = cached ?? validate2(r.head, unlinkedHead);
        add(base, part2);
        add(head, part2);
        continue;
      }
      const b = r.base.length > 0 ? validate2(r.base, unlinkedBase) : void 0;
      const h = r.head.length > 0 ? validate2(r.head, unlinkedHead) : void 0;
      if (b) add(base, b);
      if (h) add(head, h);
      const part = diffPair({ catalog: pair.catalog, ...b ? { base: b } : {}, ...h ? { head: h } : {} }, config.severity);
      for (const f of part.findings) result.findings.push(f);
      for (const c of part.changes) result.changes.push(c);
      for (const p of part.pictures) result.pictures.push(p);
    }
    if (pair.base) for (const f of requirementFindings(base.facts, pair.catalog, config)) base.findings.push(f);
    if (pair.head) for (const f of requirementFindings(head.facts, pair.catalog, config)) head.findings.push(f);
    for (const f of markIntroduced(head.findings, base.findings)) result.findings.push(f);
  }
  return { findings: sortFindings(result.findings), changes: sortByPackage(result.changes), pictures: sortByPackage(result.pictures) };
}
function sortByPackage(items) {
  const order = /* @__PURE__ */ new Map();
  for (const i of items) if (!order.has(i.catalog)) order.set(i.catalog, order.size);
  return [...items].sort((a, b) => order.get(a.catalog) - order.get(b.catalog) || (a.package < b.package ? -1 : a.package > b.package ? 1 : 0));
}

// src/report/render-diff.ts
var COMMENT_LIMIT = 65536;
function renderDiffJson(r, verdict) {
  return JSON.stringify({ schemaVersion: 1, verdict, findings: r.findings, changes: r.changes }, null, 2) + "\n";
}
var where = (f) => f.file ? `${f.file}${f.line !== void 0 ? `:${f.line}` : ""}${f.column !== void 0 ? `:${f.column}` : ""}` : f.catalog ?? ".";
function renderDiffText(r, verdict) {
  const lines = [];
  for (const c of r.changes) {
    const bundles = [c.bundlesAdded.length && `+${c.bundlesAdded.length}`, c.bundlesRemoved.length && `-${c.bundlesRemoved.length}`, c.bundlesModified.length && `~${c.bundlesModified.length}`].filter(Boolean).join(" ");
    lines.push(`${c.catalog} ${c.package}: ${c.status}${bundles ? ` (bundles ${bundles})` : ""}`);
  }
  if (lines.length > 0) lines.push("");
  for (const f of r.findings) lines.push(`${where(f)}: ${f.severity} ${f.rule}${f.introduced === false ? " (already in base)" : ""}: ${f.message.replace(/\n/g, "\n    ")}`);
  const count = (s) => r.findings.filter((f) => f.severity === s && f.introduced !== false).length;
  if (r.findings.length > 0) lines.push("");
  lines.push(`${verdict === "pass" ? "PASS" : "FAIL"}: introduced ${count("error")} error(s), ${count("warning")} warning(s), ${count("info")} info; ${r.changes.length} package(s) changed`);
  return lines.join("\n") + "\n";
}
var ICON = { error: "\u274C", warning: "\u26A0\uFE0F", info: "\u2139\uFE0F" };
var code2 = (s) => `\`${s.replace(/`/g, "'")}\``;
function findingLine(f) {
  return `- ${ICON[f.severity]} ${code2(f.rule)} ${f.file ? `${code2(where(f))} ` : ""}\u2014 ${f.message.replace(/\n/g, " ")}`;
}
function renderDiffMarkdown(r, verdict, limit = COMMENT_LIMIT) {
  const introduced = r.findings.filter((f) => f.introduced !== false);
  const n = (s) => introduced.filter((f) => f.severity === s).length;
  const head = [`## fbc-bot: ${verdict === "pass" ? "\u2705 pass" : "\u274C fail"} \u2014 ${n("error")} error(s), ${n("warning")} warning(s) introduced`, ""];
  const table = r.changes.length === 0 ? ["No catalog changes.", ""] : [
    "| catalog | package | status | bundles added / removed / modified | channels changed |",
    "|---|---|---|---|---|",
    ...r.changes.map((c) => `| ${c.catalog} | ${c.package} | ${c.status} | ${c.bundlesAdded.length} / ${c.bundlesRemoved.length} / ${c.bundlesModified.length} | ${c.channels.filter((ch) => ch.status !== "unchanged").map((ch) => `${ch.channel} (${ch.status})`).join(", ") || "\u2014"} |`),
    ""
  ];
  const section = (title, fs, open, cap) => {
    if (fs.length === 0) return [];
    const shown = fs.slice(0, cap).map(findingLine);
    if (fs.length > cap) shown.push(`- \u2026and ${fs.length - cap} more (see the check run)`);
    return open ? [`### ${title}`, ...shown, ""] : [`<details><summary>${title} (${fs.length})</summary>`, "", ...shown, "", "</details>", ""];
  };
  const findingsWith = (cap) => [
    ...section("Errors", introduced.filter((f) => f.severity === "error"), true, cap),
    ...section("Warnings", introduced.filter((f) => f.severity === "warning"), true, cap),
    ...section("Changes", introduced.filter((f) => f.severity === "info"), false, cap),
    ...section("Already in base (not judged)", r.findings.filter((f) => f.introduced === false), false, cap)
  ];
  const findings = findingsWith(Infinity);
  const pictures = r.pictures.flatMap((p) => [
    `<details><summary>Upgrade graph of ${p.package} (${p.catalog})</summary>`,
    "",
    ...p.before ? ["**Before**", "", "```mermaid", p.before.trimEnd(), "```", ""] : [],
    ...p.after ? ["**After**", "", "```mermaid", p.after.trimEnd(), "```", ""] : [],
    "</details>",
    ""
  ]);
  const assemble = (pics, fs) => [...head, ...table, ...pics, ...fs].join("\n");
  let out = assemble(pictures, findings);
  if (out.length <= limit) return out;
  const folded = ["_Upgrade graphs left out: the comment would exceed GitHub's size limit._", ""];
  out = assemble(folded, findings);
  for (let cap = 200; out.length > limit && cap >= 1; cap = Math.floor(cap / 2)) out = assemble(folded, findingsWith(cap));
  return out.length <= limit ? out : out.slice(0, limit);
}

// src/cli/build-id.ts
import { createHash as createHash3 } from "node:crypto";
import { readFileSync as readFileSync3 } from "node:fs";
import { fileURLToPath } from "node:url";

// src/cli/version.ts
var VERSION = "0.1.0";

// src/cli/build-id.ts
function buildId() {
  let code3;
  try {
    code3 = readFileSync3(fileURLToPath(import.meta.url));
  } catch {
    return VERSION;
  }
  return `${VERSION}+${createHash3("sha1").update(code3).digest("hex").slice(0, 16)}`;
}

// src/cli/config-source.ts
import { existsSync as existsSync2, readFileSync as readFileSync4 } from "node:fs";
import { join as join4, relative as relative3, resolve as resolve2 } from "node:path";
function fromFile(path, shown) {
  let text;
  try {
    text = readFileSync4(path, "utf8");
  } catch (e) {
    const code3 = e.code;
    throw new SourceError(`cannot read ${shown}: ${code3 === "ENOENT" ? "no such file" : code3 === "EISDIR" ? "a directory, not a file" : e.message}`);
  }
  return parseConfig(text, shown);
}
function readConfig(explicit, source, repo) {
  if (explicit !== void 0) return fromFile(resolve2(explicit), explicit);
  const ref = parseGitSource(source);
  if (ref) {
    const dir = repo ?? process.cwd();
    try {
      const data = readFileAt(dir, resolveCommit(dir, ref.rev), CONFIG_PATH);
      return data === void 0 ? EMPTY_CONFIG : parseConfig(data.toString("utf8"), `git:${ref.rev}:${CONFIG_PATH}`);
    } catch (e) {
      if (e instanceof GitError) throw new SourceError(`cannot read ${CONFIG_PATH} at ${ref.rev}: ${e.message}`);
      throw e;
    }
  }
  const file = join4(reportBase(repo === void 0 ? source : resolve2(repo, source)), CONFIG_PATH);
  return existsSync2(file) ? fromFile(file, relative3(process.cwd(), file) || file) : EMPTY_CONFIG;
}

// src/cli/diff-command.ts
function diffCommand(argv, io) {
  const args = parseArgs(argv, [
    { name: "base" },
    { name: "head" },
    { name: "catalogs" },
    { name: "repo" },
    { name: "config" },
    { name: "cache" },
    { name: "strict", boolean: true },
    { name: "format", choices: ["text", "json", "markdown"] }
  ]);
  if (args.positionals.length > 0) throw new UsageError(`diff takes no positional arguments (got ${args.positionals.join(" ")})`);
  const baseSrc = one(args, "base");
  const headSrc = one(args, "head");
  if (baseSrc === void 0 || headSrc === void 0) throw new UsageError("diff needs --base SOURCE and --head SOURCE");
  const glob = one(args, "catalogs");
  const repo = one(args, "repo");
  const base = new Map(sourceCatalogs(baseSrc, glob, repo, true).map((c) => [c.key, c]));
  const head = new Map(sourceCatalogs(headSrc, glob, repo, true).map((c) => [c.key, c]));
  if (base.size + head.size === 0) throw new UsageError(`--catalogs '${glob}' matches no directory in either side`);
  const config = readConfig(one(args, "config"), baseSrc, repo);
  const pairs = [];
  for (const key2 of [.../* @__PURE__ */ new Set([...head.keys(), ...base.keys()])].sort()) {
    const b = base.get(key2);
    const h = head.get(key2);
    pairs.push({ catalog: (h ?? b).catalog, ...b ? { base: b.list() } : {}, ...h ? { head: h.list() } : {} });
  }
  const cacheDir = one(args, "cache");
  const cache2 = cacheDir === void 0 ? void 0 : openFileCache(cacheDir, buildId());
  const result = diffListings(pairs, { config, ...cache2 ? { cache: cache2 } : {} });
  try {
    cache2?.save();
  } catch (e) {
    io.err(`fbc-bot: warning: cannot write the cache in ${cacheDir}: ${e.code ?? e.message}
`);
  }
  const verdict = diffVerdict(result.findings, args.flags.has("strict"));
  const format = one(args, "format") ?? "text";
  io.out(format === "json" ? renderDiffJson(result, verdict) : format === "markdown" ? renderDiffMarkdown(result, verdict) : renderDiffText(result, verdict));
  return verdict === "pass" ? 0 : 1;
}

// src/cli/graph-command.ts
function graphCommand(argv, io) {
  const args = parseArgs(argv, [{ name: "package" }, { name: "channel" }, { name: "format", choices: ["json", "mermaid"] }, { name: "repo" }]);
  if (args.positionals.length !== 1) throw new UsageError(`graph takes exactly one SOURCE (got ${args.positionals.length})`);
  const result = loadSingleCatalog(args.positionals[0], one(args, "repo"));
  const pkgName = one(args, "package");
  const channel = one(args, "channel");
  let views = packageViews(result.model, result.deprecated);
  if (pkgName !== void 0) {
    views = views.filter((v) => v.name === pkgName);
    if (views.length === 0) throw new UsageError(`package "${pkgName}" is not in the catalog`);
  }
  if (channel !== void 0 && !views.some((v) => v.channels.has(channel))) throw new UsageError(`no package of the selection has a channel "${channel}"`);
  const graphs = views.map((v) => packageGraph(v, channel)).filter((g) => g.channels.length > 0);
  if (one(args, "format") === "mermaid") {
    const deprecated = new Map(views.map((v) => [v.name, v.deprecatedChannels]));
    io.out(renderMermaid(graphs, (p) => deprecated.get(p) ?? /* @__PURE__ */ new Set()));
  } else {
    io.out(JSON.stringify({ packages: graphs }, null, 2) + "\n");
  }
  return 0;
}

// src/semver/masterminds.ts
var S2 = "[\\t\\n\\f\\r ]";
var CV = "v?([0-9|xX*]+)(\\.[0-9|xX*]+)?(\\.[0-9|xX*]+)?(-([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?(\\+([0-9A-Za-z\\-]+(\\.[0-9A-Za-z\\-]+)*))?";
var OPS2 = "=||!=|>|<|>=|=>|<=|=<|~|~>|\\^";
var CONSTRAINT = new RegExp(`^${S2}*(${OPS2})${S2}*(${CV})${S2}*$`);
var RANGE = new RegExp(`${S2}*(${CV})${S2}+-${S2}+(${CV})${S2}*`, "g");
var FIND = new RegExp(`(${OPS2})${S2}*(${CV})`, "g");
var VALID = new RegExp(`^(${S2}*(${OPS2})${S2}*(${CV})${S2}*)((?:${S2}+|,${S2}*)(${OPS2})${S2}*(${CV})${S2}*)*$`);
var LOOSE_VERSION = /^v?([0-9]+)(\.[0-9]+)?(\.[0-9]+)?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?$/;
var UINT64_MAX3 = (1n << 64n) - 1n;
var isX = (s) => s === "x" || s === "X" || s === "*";
function newVersion(s) {
  const m = LOOSE_VERSION.exec(s);
  if (!m) return void 0;
  const num = (t) => {
    if (t === void 0) return 0n;
    const n = BigInt(t.replace(/^\./, ""));
    return n <= UINT64_MAX3 ? n : void 0;
  };
  const [major, minor, patch] = [num(m[1]), num(m[2]), num(m[3])];
  if (major === void 0 || minor === void 0 || patch === void 0) return void 0;
  const pre = m[5] ?? "";
  if (pre !== "" && pre.split(".").some((p) => p === "" || /^[0-9]+$/.test(p) && p.length > 1 && p[0] === "0")) return void 0;
  return { major, minor, patch, pre };
}
function parseConstraint(text) {
  const m = CONSTRAINT.exec(text);
  if (!m) return { ok: false, error: `improper constraint: ${goQuote(text)}` };
  const [, op, whole, major, minor, patch, pre = ""] = m;
  let ver = whole;
  let dirty = false;
  let minorDirty = false;
  let patchDirty = false;
  if (isX(major) || major === "") {
    ver = `0.0.0${pre}`;
    dirty = true;
  } else if (isX(minor?.slice(1)) || minor === void 0) {
    ver = `${major}.0.0${pre}`;
    dirty = minorDirty = true;
  } else if (isX(patch?.slice(1)) || patch === void 0) {
    ver = `${major}${minor}.0${pre}`;
    dirty = patchDirty = true;
  }
  const con = newVersion(ver);
  if (!con) return { ok: false, error: "constraint parser error" };
  return { ok: true, value: { op, con, dirty, minorDirty, patchDirty } };
}
function parseMastermindsRange(input) {
  if (input.length > 4096) return { ok: false, error: "improper constraint: range too long" };
  let c = input;
  for (const m of input.matchAll(RANGE)) c = c.replace(m[0], `>= ${m[1]}, <= ${m[11]} `);
  const groups = [];
  for (const segment of c.split("||")) {
    if (!VALID.test(segment.replace(/[\t\n\f\r ]+/g, " "))) return { ok: false, error: `improper constraint: ${goQuote(segment)}` };
    const found = [...segment.matchAll(FIND)].map((m) => m[0]);
    const constraints = [];
    for (const text of found.length > 0 ? found : [segment]) {
      const p = parseConstraint(text);
      if (!p.ok) return p;
      constraints.push(p.value);
    }
    groups.push({ constraints, includePre: constraints.some((k) => k.con.pre !== "") });
  }
  return { ok: true, value: { groups } };
}
function cmpBig2(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function comparePrePart(s, o) {
  if (s === o) return 0;
  if (s === "") return -1;
  if (o === "") return 1;
  const sn = /^[0-9]+$/.test(s) && BigInt(s) <= UINT64_MAX3;
  const on = /^[0-9]+$/.test(o) && BigInt(o) <= UINT64_MAX3;
  if (!sn && !on) return s > o ? 1 : -1;
  if (!on) return -1;
  if (!sn) return 1;
  return BigInt(s) > BigInt(o) ? 1 : -1;
}
function comparePre(v, o) {
  const a = v.split(".");
  const b = o.split(".");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = comparePrePart(a[i] ?? "", b[i] ?? "");
    if (d !== 0) return d;
  }
  return 0;
}
function compareM(v, o) {
  const d = cmpBig2(v.major, o.major) || cmpBig2(v.minor, o.minor) || cmpBig2(v.patch, o.patch);
  if (d !== 0) return d;
  if (v.pre === "" && o.pre === "") return 0;
  if (v.pre === "") return 1;
  if (o.pre === "") return -1;
  return comparePre(v.pre, o.pre);
}
function tilde(v, c) {
  if (compareM(v, c.con) < 0) return false;
  if (c.con.major === 0n && c.con.minor === 0n && c.con.patch === 0n && !c.minorDirty && !c.patchDirty) return true;
  if (v.major !== c.con.major) return false;
  return v.minor === c.con.minor || c.minorDirty;
}
function caret(v, c) {
  if (compareM(v, c.con) < 0) return false;
  if (c.con.major > 0n || c.minorDirty) return v.major === c.con.major;
  if (v.major > 0n) return false;
  if (c.con.minor > 0n || c.patchDirty) return v.minor === c.con.minor;
  if (v.minor > 0n) return false;
  return c.con.patch === v.patch;
}
function notEqual(v, c) {
  if (c.dirty) {
    if (c.con.major !== v.major) return true;
    if (c.con.minor !== v.minor && !c.minorDirty) return true;
    if (c.minorDirty) return false;
    if (c.con.patch !== v.patch && !c.patchDirty) return true;
    if (c.patchDirty) return (v.pre !== "" || c.con.pre !== "") && comparePre(v.pre, c.con.pre) !== 0;
  }
  return compareM(v, c.con) !== 0;
}
function holds2(v, c, includePre) {
  if (v.pre !== "" && !includePre) return false;
  switch (c.op) {
    case "":
    case "=":
      return c.dirty ? tilde(v, c) : compareM(v, c.con) === 0;
    case "!=":
      return notEqual(v, c);
    case ">":
      if (!c.dirty) return compareM(v, c.con) > 0;
      if (v.major !== c.con.major) return v.major > c.con.major;
      if (c.minorDirty) return false;
      if (c.patchDirty) return v.minor > c.con.minor;
      return compareM(v, c.con) > 0;
    case "<":
      return compareM(v, c.con) < 0;
    case ">=":
    case "=>":
      return compareM(v, c.con) >= 0;
    case "<=":
    case "=<":
      if (!c.dirty) return compareM(v, c.con) <= 0;
      if (v.major > c.con.major) return false;
      return !(v.major === c.con.major && v.minor > c.con.minor && !c.minorDirty);
    case "~":
    case "~>":
      return tilde(v, c);
    case "^":
      return caret(v, c);
  }
}
function mastermindsCheck(cs, v) {
  return cs.groups.some((g) => g.constraints.every((c) => holds2(v, c, g.includePre)));
}
function toMVersion(v) {
  return { major: v.major, minor: v.minor, patch: v.patch, pre: v.pre.map((p) => p.num !== void 0 ? p.num.toString() : p.str).join(".") };
}
var CEL_VERSION = /^([\t\n\f\r ]*(=||!=|>|<|>=|=>|<=|=<|~|~>|\^)[\t\n\f\r ]*(v?(0|[1-9][0-9]*|[x|X*])(\.(0|[1-9][0-9]*|x|X|\*]))?(\.(0|[1-9][0-9]*|x|X|\*))?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?)[\t\n\f\r ]*)((?:[\t\n\f\r ]+|,[\t\n\f\r ]*|[\t\n\f\r ]*\|\|[\t\n\f\r ]*)(=||!=|>|<|>=|=>|<=|=<|~|~>|\^)[\t\n\f\r ]*(v?(0|[1-9][0-9]*|x|X|\*])(\.(0|[1-9][0-9]*|x|X|\*))?(\.(0|[1-9][0-9]*|x|X|\*]))?(-([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?(\+([0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*))?)[\t\n\f\r ]*)*$/;
function clusterExtensionVersionError(version) {
  if ([...version].length > 64) return "spec.source.catalog.version: Too long: may not be more than 64 bytes";
  if (!CEL_VERSION.test(version)) return 'spec.source.catalog.version: Invalid value: "string": invalid version expression';
  return void 0;
}

// src/graph/resolve.ts
function installedFrom(view, arg) {
  const at2 = arg.lastIndexOf("@");
  if (at2 > 0) {
    const text = arg.slice(at2 + 1);
    const v = parseVersion(text);
    return { name: arg.slice(0, at2), version: v.ok ? v.value : void 0, versionText: text };
  }
  const version = view.versions.get(arg);
  if (!version) return `bundle "${arg}" is not in package "${view.name}" (give NAME@VERSION for a bundle that is no longer in the catalog)`;
  return { name: arg, version, versionText: "" };
}
function goList(xs) {
  return `[${xs.join(" ")}]`;
}
function resolveV1(view, req) {
  const fail = (error) => ({ bundle: null, error, candidates: [] });
  let range;
  if (req.version) {
    const api = clusterExtensionVersionError(req.version);
    if (api) return fail(`the API server rejects this ClusterExtension: ${api}`);
    const r = parseMastermindsRange(req.version);
    if (!r.ok) return fail(`desired version range "${req.version}" is invalid: ${r.error}`);
    range = r.value;
  }
  const selected = req.channels.filter((c) => view.channels.has(c));
  const edgeChannels = req.channels.length > 0 ? selected.map((c) => view.channels.get(c)) : [...view.channels.values()];
  const inChannels = req.channels.length > 0 ? new Set(edgeChannels.flatMap((es) => es.map((e) => e.name))) : void 0;
  const inst = req.installed;
  if (inst && !inst.version) {
    const p = parseVersion(inst.versionText);
    return fail(`error walking catalogs: error finding upgrade edges: failed to get version and release of installed bundle: ${p.ok ? "unparsable version" : p.error}`);
  }
  const instVR = inst?.version ? versionRelease(inst.version) : void 0;
  const survivors = candidatesOf(view, [...view.versions.keys()]).filter((c) => {
    if (inChannels && !inChannels.has(c.name)) return false;
    if (range && !mastermindsCheck(range, toMVersion(c.version))) return false;
    if (!inst || !instVR) return true;
    const isSelf = compareVersionRelease(versionRelease(c.version), instVR) === 0;
    return isSelf || edgeChannels.some((es) => es.some((e) => e.name === c.name && upgradesFrom(e, inst.name, inst.version)));
  });
  if (survivors.length === 0) {
    let msg = inst ? `error upgrading from currently installed version "${inst.version ? versionTextOf(inst) : inst.versionText}": ` : "";
    msg += `no bundles found for package "${view.name}"`;
    if (req.version) msg += ` matching version "${req.version}"`;
    if (req.channels.length > 0) msg += ` in channels ${goList(req.channels)}`;
    return fail(msg);
  }
  const sorted = sortV1(survivors).map((c) => c.name);
  return { bundle: sorted[0], error: null, candidates: sorted };
}
function versionTextOf(i) {
  return i.versionText !== "" ? i.versionText : i.version ? [i.version.major, i.version.minor, i.version.patch].join(".") : "";
}
function resolveClassic(view, req) {
  const channel = req.channels[0] ?? view.defaultChannel;
  const entries = view.channels.get(channel);
  if (!entries) return { bundle: null, error: `package "${view.name}" has no channel "${channel}"` };
  const order = classicOrder(entries, channel, view.name);
  if (!order.ok) return { bundle: null, error: order.error };
  const installable = order.order.filter((e) => !view.notInstallable.has(e.name));
  if (!req.installed) return { bundle: installable[0]?.name ?? null, error: null };
  return { bundle: classicSuccessor(installable, req.installed.name, req.installed.version), error: null };
}
function resolve3(view, req) {
  return { v1: resolveV1(view, req), classic: resolveClassic(view, req) };
}

// src/cli/resolve-command.ts
function resolveCommand(argv, io) {
  const args = parseArgs(argv, [{ name: "package" }, { name: "channel", repeat: true }, { name: "version" }, { name: "installed" }, { name: "repo" }]);
  if (args.positionals.length !== 1) throw new UsageError(`resolve takes exactly one SOURCE (got ${args.positionals.length})`);
  const pkgName = one(args, "package");
  if (pkgName === void 0) throw new UsageError("resolve needs --package");
  const result = loadSingleCatalog(args.positionals[0], one(args, "repo"));
  const view = packageViews(result.model, result.deprecated).find((v) => v.name === pkgName);
  if (!view) throw new UsageError(`package "${pkgName}" is not in the catalog`);
  const installedArg = one(args, "installed");
  const installed = installedArg === void 0 ? void 0 : installedFrom(view, installedArg);
  if (typeof installed === "string") throw new UsageError(installed);
  const out = resolve3(view, { channels: args.flags.get("channel") ?? [], version: one(args, "version"), installed });
  io.out(JSON.stringify(out, null, 2) + "\n");
  return 0;
}

// src/report/render-validate.ts
function renderJson(findings) {
  return JSON.stringify({ schemaVersion: 1, verdict: verdictOf(findings), findings }, null, 2) + "\n";
}
function where2(f) {
  if (!f.file) return f.catalog ?? ".";
  return `${f.file}${f.line !== void 0 ? `:${f.line}` : ""}${f.column !== void 0 ? `:${f.column}` : ""}`;
}
function renderText(findings, catalogs) {
  const lines = [];
  let group;
  for (const f of findings) {
    const g = f.catalog ?? "";
    if (g !== group) {
      if (group !== void 0) lines.push("");
      lines.push(`${g || "."}:`);
      group = g;
    }
    lines.push(`${where2(f)}: ${f.severity} ${f.rule}: ${f.message.replace(/\n/g, "\n    ")}`);
  }
  const count = (s) => findings.filter((f) => f.severity === s).length;
  const plural = (n, w) => `${n} ${w}${n === 1 ? "" : "s"}`;
  if (lines.length > 0) lines.push("");
  lines.push(`${verdictOf(findings) === "pass" ? "PASS" : "FAIL"}: ${plural(count("error"), "error")}, ${plural(count("warning"), "warning")}, ${count("info")} info in ${plural(catalogs.length, "catalog")}`);
  return lines.join("\n") + "\n";
}
var LEVEL = { error: "error", warning: "warning", info: "note" };
function renderSarif(findings, version) {
  const used = [...new Set(findings.map((f) => f.rule))].sort();
  const index = new Map(used.map((r, i) => [r, i]));
  const rules = used.map((id) => {
    const info = RULES[id];
    return {
      id,
      name: id,
      shortDescription: { text: id.replace(/-/g, " ") },
      defaultConfiguration: { level: LEVEL[info.severity] },
      properties: info.opm ? { opm: info.opm } : {}
    };
  });
  const results = findings.map((f) => {
    const info = RULES[f.rule];
    const r = {
      ruleId: f.rule,
      ruleIndex: index.get(f.rule),
      level: LEVEL[f.severity],
      message: { text: f.message },
      properties: {
        ...info.opm ? { opm: info.opm } : {},
        ...f.catalog !== void 0 ? { catalog: f.catalog } : {},
        ...f.package !== void 0 ? { package: f.package } : {},
        ...f.channel !== void 0 ? { channel: f.channel } : {},
        ...f.bundle !== void 0 ? { bundle: f.bundle } : {}
      }
    };
    if (f.file) {
      r.locations = [{ physicalLocation: { artifactLocation: { uri: f.file }, ...f.line !== void 0 ? { region: { startLine: f.line, ...f.column !== void 0 ? { startColumn: f.column } : {} } } : {} } }];
    }
    return r;
  });
  const sarif = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [{ tool: { driver: { name: "fbc-bot", version, rules } }, columnKind: "utf16CodeUnits", results }]
  };
  return JSON.stringify(sarif, null, 2) + "\n";
}

// src/cli/validate-command.ts
async function validateCommand(argv, io) {
  const args = parseArgs(argv, [
    { name: "format", choices: ["text", "json", "sarif"] },
    { name: "catalogs" },
    { name: "repo" },
    { name: "config" }
  ]);
  if (args.positionals.length !== 1) throw new UsageError(`validate takes exactly one SOURCE (got ${args.positionals.length})`);
  const source = args.positionals[0];
  const catalogs = sourceCatalogs(source, one(args, "catalogs"), one(args, "repo"));
  const config = readConfig(one(args, "config"), source, one(args, "repo"));
  const findings = [];
  for (const c of catalogs) findings.push(...validateCatalog(c.read(), config).findings);
  const sorted = sortFindings(findings);
  const format = one(args, "format") ?? "text";
  if (format === "json") io.out(renderJson(sorted));
  else if (format === "sarif") io.out(renderSarif(sorted, VERSION));
  else io.out(renderText(sorted, catalogs.map((c) => c.catalog)));
  return verdictOf(sorted) === "pass" ? 0 : 1;
}

// src/cli/main.ts
var USAGE = `usage: fbc-bot <command> [options]

commands:
  validate [--format text|json|sarif] [--catalogs GLOB] [--repo DIR] [--config FILE] SOURCE
      check a file-based catalog directory as \`opm validate\` would, reporting every problem,
      plus the repository policy of .github/fbc-bot.yaml (or --config FILE)
  diff --base SOURCE --head SOURCE [--catalogs GLOB] [--strict] [--format text|json|markdown] [--repo DIR] [--config FILE] [--cache DIR]
      what a change does: head's findings marked introduced or not, every change of packages,
      channels, bundles and upgrade edges, and installs it strands (--cache DIR: reuse what an
      earlier run learnt about unchanged files)
  graph [--package P] [--channel C] [--format json|mermaid] [--repo DIR] SOURCE
      the upgrade graph: edges, heads, and what OLM classic and OLM v1 upgrade each bundle to
  resolve --package P [--channel C]... [--version RANGE] [--installed BUNDLE[@VERSION]] [--repo DIR] SOURCE
      what a ClusterExtension (OLM v1) and a Subscription (OLM classic) would install or upgrade to

exit codes: 0 pass, 1 findings with errors, 2 usage error, unreadable source or invalid configuration
`;
async function main(argv, io) {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "validate":
        return await validateCommand(rest, io);
      case "diff":
        return diffCommand(rest, io);
      case "graph":
        return graphCommand(rest, io);
      case "resolve":
        return resolveCommand(rest, io);
      case "--version":
        io.out(VERSION + "\n");
        return 0;
      case void 0:
      case "-h":
      case "--help":
      case "help":
        io.out(USAGE);
        return command === void 0 ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`fbc-bot: ${e.message}

${USAGE}`);
      return 2;
    }
    if (e instanceof SourceError || e instanceof ConfigError) {
      io.err(`fbc-bot: ${e.message}
`);
      return 2;
    }
    io.err(`fbc-bot: internal error: ${e instanceof Error ? e.message : String(e)}
`);
    return 2;
  }
}

// src/cli/index.ts
var STACK_MB = 64;
if (isMainThread) {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on("error", (e) => {
      if (e.code !== "EPIPE") throw e;
      process.exit(process.exitCode ?? 0);
    });
  }
  const worker = new Worker(new URL(import.meta.url), { argv: process.argv.slice(2), resourceLimits: { stackSizeMb: STACK_MB } });
  worker.on("message", (code3) => {
    process.exitCode = code3;
  });
  worker.on("error", (e) => {
    process.stderr.write(`fbc-bot: internal error: ${e.message}
`);
    process.exitCode = 2;
  });
} else {
  const code3 = await main(process.argv.slice(2), {
    out: (s) => process.stdout.write(s),
    err: (s) => process.stderr.write(s)
  });
  parentPort.postMessage(code3);
}
