// Matches a request to an operation of GitHub's published OpenAPI description (api.github.com, from
// @octokit/openapi) and validates its path and query parameters and its JSON body with ajv, so
// the emulator rejects what GitHub would reject instead of accepting whatever the client sends.
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction, type ErrorObject } from 'ajv';
import { pathTemplateRegex } from '../helpers/path-template.js';

const require = createRequire(import.meta.url);

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
  $ref?: string;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
}
interface Spec {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter> };
}

export interface Route {
  method: string;
  template: string;
  operationId: string;
  literals: number;
  regex: RegExp;
  names: string[];
  pointer: string;
  operation: Operation;
}

export interface Matched {
  route: Route;
  params: Record<string, string | number>;
}

export type Validation =
  | { ok: true; matched: Matched; body: unknown }
  | { ok: false; status: number; message: string; errors: string[]; matched?: Matched };

const SPEC_ID = 'https://api.github.com/openapi.json';
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (e) =>
      `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}` +
      `${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`,
  );
}

export class OpenApi {
  private readonly spec: Spec;
  private readonly routes: Route[] = [];
  private readonly bodies = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  private readonly params = new Ajv({ strict: false, validateFormats: false, allErrors: true, coerceTypes: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor() {
    this.spec = require('@octokit/openapi/generated/api.github.com.json') as Spec;
    const document = { ...this.spec, $id: SPEC_ID };
    this.bodies.addSchema(document);
    this.params.addSchema(document);
    for (const [template, methods] of Object.entries(this.spec.paths)) {
      const { regex, names } = pathTemplateRegex(template);
      const literals = template.split('/').filter((p) => p !== '' && !p.startsWith('{')).length;
      for (const [method, operation] of Object.entries(methods)) {
        if (!METHODS.has(method)) continue;
        const pointer = `#/paths/${escapePointer(template)}/${method}`;
        this.routes.push({
          method: method.toUpperCase(),
          template,
          operationId: operation.operationId,
          literals,
          regex,
          names,
          pointer,
          operation,
        });
      }
    }
  }

  /** The operation for a method and path; literal segments win over parameters, as GitHub routes. */
  match(method: string, pathname: string): Matched | undefined {
    let best: Matched | undefined;
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.regex.exec(pathname);
      if (m === null || (best !== undefined && best.route.literals >= route.literals)) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => {
        params[name] = decodeURIComponent(m[i + 1] ?? '');
      });
      best = { route, params };
    }
    return best;
  }

  private validator(key: string, ajv: Ajv, schema: object): ValidateFunction {
    let v = this.compiled.get(key);
    if (v === undefined) {
      v = ajv.compile(schema);
      this.compiled.set(key, v);
    }
    return v;
  }

  private parameterSchema(route: Route): { schema: object; ins: Map<string, string> } {
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    const ins = new Map<string, string>();
    (route.operation.parameters ?? []).forEach((raw, i) => {
      const name = raw.$ref?.split('/').pop();
      const p = name === undefined ? raw : this.spec.components.parameters[name];
      if (p === undefined) return;
      const at =
        name === undefined ? `${route.pointer}/parameters/${i}` : `#/components/parameters/${escapePointer(name)}`;
      properties[p.name] = { $ref: `${SPEC_ID}${at}/schema` };
      ins.set(p.name, p.in);
      if (p.required === true) required.push(p.name);
    });
    return { schema: { type: 'object', properties, required }, ins };
  }

  validate(method: string, pathname: string, query: URLSearchParams, rawBody: string): Validation {
    const matched = this.match(method, pathname);
    if (matched === undefined)
      return {
        ok: false,
        status: 404,
        message: 'Not Found',
        errors: [`no operation ${method} ${pathname} in GitHub's OpenAPI description`],
      };
    const { route } = matched;
    const { schema, ins } = this.parameterSchema(route);
    const values: Record<string, string | number> = { ...matched.params };
    for (const [name, where] of ins) {
      const v = query.get(name);
      if (where === 'query' && v !== null) values[name] = v;
    }
    const checkParams = this.validator(`${route.pointer}#params`, this.params, schema);
    if (!checkParams(values))
      return { ok: false, status: 422, message: 'Invalid request.', errors: describe(checkParams.errors), matched };
    const typed = { route, params: values };
    const content = route.operation.requestBody?.content;
    if (content === undefined) return { ok: true, matched: typed, body: undefined };
    if (rawBody.trim() === '') {
      if (route.operation.requestBody?.required === true)
        return {
          ok: false,
          status: 400,
          message: 'Problems parsing JSON',
          errors: ['a JSON body is required'],
          matched: typed,
        };
      return { ok: true, matched: typed, body: undefined };
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return {
        ok: false,
        status: 400,
        message: 'Problems parsing JSON',
        errors: ['the body is not JSON'],
        matched: typed,
      };
    }
    if (!('application/json' in content)) return { ok: true, matched: typed, body };
    const checkBody = this.validator(`${route.pointer}#body`, this.bodies, {
      $ref: `${SPEC_ID}${route.pointer}/requestBody/content/application~1json/schema`,
    });
    if (!checkBody(body))
      return {
        ok: false,
        status: 422,
        message: 'Invalid request.',
        errors: describe(checkBody.errors),
        matched: typed,
      };
    return { ok: true, matched: typed, body };
  }
}

let shared: OpenApi | undefined;

/** One parsed description per process: it is 13 MB of JSON. */
export function openApi(): OpenApi {
  shared ??= new OpenApi();
  return shared;
}
