import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import { operationLimitRules } from './operation-limits';

/** What the API reveals about its schema: on in development, off by default in production. */
export interface SchemaExposure {
  /** `__schema` / `__type` queries (the playground needs them). */
  introspection: boolean;
  /** graphql-js's "Did you mean ...?" hints in error messages, which leak field names. */
  suggestions: boolean;
}

/** The validation rules every operation passes on top of graphql-js's own, HTTP and WebSocket. */
export function extraValidationRules(exposure: SchemaExposure): ValidationRule[] {
  return [
    ...operationLimitRules(),
    ...(exposure.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
}
