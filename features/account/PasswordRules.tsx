import { useState } from 'react';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_NON_ALPHANUMERIC,
  passwordProblems,
  type PasswordProblem,
} from '@rules/account';
import { useTranslation } from '@base/i18n/useTranslation';

/** The rules in the order rules/account.ts checks them, with their texts' key and number. */
const RULES: { problem: PasswordProblem; key: string; count: number }[] = [
  { problem: 'length', key: 'PasswordRules.Length', count: PASSWORD_MIN_LENGTH },
  {
    problem: 'nonAlphanumeric',
    key: 'PasswordRules.NonAlphanumeric',
    count: PASSWORD_MIN_NON_ALPHANUMERIC,
  },
];

/**
 * The password rule (000 §5 "Client-side form rules"), each part shown as met or not while the
 * shopper types: give it as the password field's hint, so the input is described by it.
 */
export function PasswordRuleList({ password }: { password: string }) {
  const { t } = useTranslation();
  const problems = passwordProblems(password);
  return (
    <span className="password-rules">
      <span className="d-block">{t('PasswordRules.Title')}</span>
      {RULES.map((rule) => {
        const met = !problems.includes(rule.problem);
        return (
          <span key={rule.problem} className={`d-block ${met ? 'rule-met' : 'rule-unmet'}`}>
            <span aria-hidden="true" className="rule-mark">
              {met ? '✓' : '○'}
            </span>{' '}
            {t(rule.key, rule.count)}
            <span className="visually-hidden">
              {' '}
              ({t(met ? 'PasswordRules.Met' : 'PasswordRules.NotMet')})
            </span>
          </span>
        );
      })}
    </span>
  );
}

/**
 * A polite live region beside the list that says only what just changed ("at least 10
 * characters: met"), so a screen reader is not read the whole list at every key.
 */
export function PasswordRulesAnnouncer({ password }: { password: string }) {
  const { t } = useTranslation();
  const problems = passwordProblems(password);
  const key = problems.join();
  const [seen, setSeen] = useState(key);
  const [announcement, setAnnouncement] = useState('');
  if (key !== seen) {
    // React's "adjust state on a prop change": what changed since the last render.
    const before = seen.split(',');
    setSeen(key);
    setAnnouncement(
      RULES.filter((rule) => before.includes(rule.problem) !== problems.includes(rule.problem))
        .map((rule) =>
          t(
            'PasswordRules.Announce',
            t(rule.key, rule.count),
            t(problems.includes(rule.problem) ? 'PasswordRules.NotMet' : 'PasswordRules.Met'),
          ),
        )
        .join('. '),
    );
  }
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </div>
  );
}
