/* Generated from schemas/ by `npm run schemas:types`. Do not edit by hand. */

/**
 * A back-office form built from the JSON Schema of the call it makes: the browser checks each field against that same schema, sends the values as JSON, and shows the server's message when it refuses.
 */
export interface SchemaFormProps {
  heading: string;
  /**
   * A sentence under the heading.
   */
  intro?: string;
  /**
   * The JSON Schema (draft-07) of the request body, as the server validates it (without $id).
   */
  schema: {
    type: 'object';
    properties: {};
    [k: string]: unknown;
  };
  /**
   * Hints per field: "ui:title" (its label), "ui:widget" (password, textarea, radio), "ui:autocomplete", "ui:help"; "ui:order" at the top.
   */
  uiSchema?: {
    [k: string]: unknown;
  };
  /**
   * The studio API call the form makes.
   */
  action: string;
  method?: 'POST' | 'PUT' | 'PATCH';
  submitLabel: string;
}
