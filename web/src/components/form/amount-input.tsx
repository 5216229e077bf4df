import { useTranslation } from 'react-i18next';
import { NumericField, type NumericFieldProps } from './numeric-field.tsx';

/**
 * An amount or count field: Blueprint's NumericInput that takes the number as the console and the
 * CLI print it, grouped in thousands (`1,500`) or not. NumericInput on its own refuses the `,` key
 * and strips it from a paste (so `1,50` became 150 without a word); here the text is kept as typed
 * and read by the shared `typedNumberInput` / `readTypedNumber` (shared/schemas/typed-number.ts),
 * which reject a bad grouping with the rule. ↑/↓ still step (the console's locale tells Blueprint
 * how to read `1,500`), and the field keeps its spinbutton role.
 */
export function AmountInput(props: NumericFieldProps) {
  const { i18n } = useTranslation();
  return (
    <NumericField role="spinbutton" {...props} allowNumericCharactersOnly={false} locale={i18n.language} />
  );
}
