import type { FastifySchemaValidationError, SchemaErrorDataVar } from 'fastify/types/schema';

/** Turns Ajv's errors into one readable message per field: `otp_token is required`. */
export function validationMessages(
  errors: FastifySchemaValidationError[],
  context: SchemaErrorDataVar,
  requiredBodyFields: string[] = [],
): string[] {
  const messages = new Set<string>();
  for (const error of errors) {
    // No body at all: name the fields the body needs rather than say "body must be object".
    if (context === 'body' && error.instancePath === '' && error.keyword === 'type' && requiredBodyFields.length) {
      for (const field of requiredBodyFields) messages.add(`${field} is required`);
      continue;
    }
    messages.add(describe(error, context));
  }
  return [...messages];
}

function describe(error: FastifySchemaValidationError, context: SchemaErrorDataVar): string {
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  const missing = typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const field = fieldName([path, missing].filter(Boolean).join('.'), context);
  const custom = (error as { parentSchema?: { 'x-message'?: string } }).parentSchema?.['x-message'];
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'type':
      return `${field} must be ${article(String(params.type))}`;
    case 'format':
      return params.format === 'email'
        ? `${field} must be an e-mail address`
        : `${field} must be a valid ${params.format}`;
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty` : `${field} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${field} must be at most ${params.limit} characters`;
    case 'minimum':
      return `${field} must be at least ${params.limit}`;
    case 'maximum':
      return `${field} must be at most ${params.limit}`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return custom ? `${field} ${custom}` : `${field} is not in the expected format`;
    case 'additionalProperties':
      return `${fieldName([path, String(params.additionalProperty)].filter(Boolean).join('.'), context)} is not allowed`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

function fieldName(path: string, context: SchemaErrorDataVar): string {
  if (context === 'headers')
    return `${path.replace(/(^|-)([a-z])/g, (_, dash, letter) => dash + letter.toUpperCase())} header`;
  return path || context;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
