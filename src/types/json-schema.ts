/** A JSON Schema object, in whatever dialect it declares; its keywords are vetted separately. */
export type JsonSchemaObject = Record<string, unknown>;
