import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { hostileText, hostileValue } from './hostile-values';

/** The committed SDL (schema/schema.graphql, kept current by `npm run check:schema`). */
const schemaFile = path.resolve(__dirname, '../../../../schema/schema.graphql');

export function committedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(schemaFile, 'utf8'));
}

/** One operation that puts a hostile value in one argument of one root field. */
export interface ArgumentProbe {
  /** `Query.blogPost(slug)`, for the report. */
  target: string;
  query: string;
  variables: Record<string, unknown>;
}

/** A value the type accepts, for the arguments not under test. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  switch (type.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTimeISO':
      return new Date(Date.UTC(2026, 0, 1)).toISOString();
    default:
      return 'x';
  }
}

/** What a hostile client puts in an argument of this type: text first, anything JSON holds. */
function hostileFor(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields());
    return fc.record(
      Object.fromEntries(
        fields.map((field) => [
          field.name,
          fc.oneof(fc.constant(sampleValue(field.type)), hostileFor(field.type)),
        ]),
      ),
    );
  }
  if (isScalarType(named) && ['String', 'ID'].includes(named.name)) {
    return fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 1, arbitrary: hostileValue });
  }
  return hostileValue;
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  return isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
}

/** The document and variables that call `field` with `args`, each through a variable. */
function document(
  operation: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  args: readonly GraphQLArgument[],
): string {
  const declared = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${operation}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selectionFor(field)} }`;
}

/**
 * Every argument of every query and mutation of the schema, each as its own probe: the one
 * argument hostile, the others required given a plain value of their type. Built from the
 * schema, so an argument added later is fuzzed without anyone listing it. (Subscriptions are
 * refused over HTTP; their arguments go through the same validation.)
 */
export function graphqlArgumentProbes(schema: GraphQLSchema): fc.Arbitrary<ArgumentProbe> {
  const probes: fc.Arbitrary<ArgumentProbe>[] = [];
  for (const [operation, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const arg of field.args) {
        const others = Object.fromEntries(
          field.args
            .filter((other) => other !== arg && isNonNullType(other.type))
            .map((other) => [other.name, sampleValue(other.type)]),
        );
        const query = document(operation, field, field.args);
        probes.push(
          hostileFor(arg.type).map((value) => ({
            target: `${root?.name}.${field.name}(${arg.name})`,
            query,
            variables: { ...others, [arg.name]: value },
          })),
        );
      }
    }
  }
  return fc.oneof(...probes);
}

/** `value` in every text field of an input object, the other fields plain. */
function withTextEverywhere(type: GraphQLInputType, value: string): unknown {
  const named = getNamedType(type);
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields()).map((field) => [
        field.name,
        withTextEverywhere(field.type, value),
      ]),
    );
  }
  return isScalarType(named) && ['String', 'ID'].includes(named.name) ? value : sampleValue(type);
}

/**
 * One probe per argument of every query and mutation that carries text (directly, or in a
 * field of its input object), with `value` in all that text and plain values elsewhere.
 */
export function textArgumentProbes(schema: GraphQLSchema, value: string): ArgumentProbe[] {
  const probes: ArgumentProbe[] = [];
  for (const [operation, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      for (const arg of field.args) {
        const probed = withTextEverywhere(arg.type, value);
        if (JSON.stringify(probed) === JSON.stringify(sampleValue(arg.type))) continue;
        const others = Object.fromEntries(
          field.args
            .filter((other) => other !== arg && isNonNullType(other.type))
            .map((other) => [other.name, sampleValue(other.type)]),
        );
        probes.push({
          target: `${root?.name}.${field.name}(${arg.name})`,
          query: document(operation, field, field.args),
          variables: { ...others, [arg.name]: probed },
        });
      }
    }
  }
  return probes;
}
