import { CV, RechargeBody, WV } from '@tradewind/contract';
import { useSchemaForm } from '@/lib/forms/use-schema-form';

type Values = Record<string, unknown>;

/** An empty field says what to do rather than which rule it breaks. */
const EMPTY_MESSAGE: Record<string, string> = { network_id: WV.network, evidence: WV.evidence, tx_hash: CV.txHash };

/**
 * A top-up form checked by the contract's RechargeBody, the rule the server applies. `toBody` turns the form's
 * values into the body as it is sent; a nested field (card.number) reports under its last name (number).
 */
export function useRechargeForm(fields: readonly string[], toBody: (values: Values) => RechargeBody) {
  const schemaForm = useSchemaForm(RechargeBody, fields, { toBody, emptyMessage: EMPTY_MESSAGE });
  const { form } = schemaForm;
  return {
    ...schemaForm,
    /** On submit: every field's message; the body to send (amounts as typed, not in cents) when all is well. */
    check(): RechargeBody | undefined {
      if (!schemaForm.check()) return undefined;
      return toBody(Object.fromEntries(fields.map((name) => [name, form.getFieldValue(name)])));
    },
  };
}
