'use client';

import { createContext, useContext } from 'react';
import { fillText } from '@/i18n/fill-text';
import type letters from '@/locales/fr/letters.json';

/** The French texts of a letter's form and preview, written on the server: the i18n library stays out of the page's first load. */
export type LetterFormTexts = Pick<typeof letters, 'form' | 'preview'>;

type LetterTextKey = `form.${keyof LetterFormTexts['form'] & string}` | `preview.${keyof LetterFormTexts['preview'] & string}`;

const LetterTextsContext = createContext<LetterFormTexts | null>(null);

export const LetterTextsProvider = LetterTextsContext.Provider;

/** The form's text of a key (`form.next`, `preview.subject`), its `{{placeholders}}` filled. */
export function useLetterText(): (key: LetterTextKey, values?: Readonly<Record<string, string | number>>) => string {
  const texts = useContext(LetterTextsContext);
  if (!texts) throw new Error('useLetterText outside LetterTextsProvider');
  return (key, values) => {
    const [group, name] = key.split('.') as ['form' | 'preview', string];
    return fillText((texts[group] as Record<string, string>)[name] ?? key, values);
  };
}
