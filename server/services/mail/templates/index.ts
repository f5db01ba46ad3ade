import type { TSchema, Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { translatorFor } from '../../../shared/translate';
import type { Rendered } from '../outbox';
import type { MailTemplate } from '../queue';
import type { RenderSettings } from '../render';
import {
  AccountMailData,
  RegistrationAttemptData,
  TwoFactorMailData,
  accountVerification,
  registrationAttempt,
  registrationConfirm,
  passwordChanged,
  passwordReset,
  twoFactorChanged,
} from './account';
import { absoluteLink, type TemplateContext } from './context';
import { layout, type MailParts } from './layout';
import { OrderMailData, orderConfirmation } from './order';
import {
  RefundMailData,
  refundApproved,
  refundRefunded,
  refundRefused,
  refundRequested,
} from './refund';
import { PrepaidLowBalanceData, prepaidLowBalance } from './prepaid';
import { CmsFormMailData, cmsFormSubmitted } from './cmsForm';

type Render = (data: unknown, settings: RenderSettings & { culture: string }) => Rendered;

/** A template with its data's schema: data that does not fit is an error, not a half mail. */
function template<S extends TSchema>(
  name: MailTemplate,
  schema: S,
  parts: (data: Static<S>, context: TemplateContext) => MailParts,
): Render {
  return (data, settings) => {
    if (!Value.Check(schema, data)) {
      const first = Value.Errors(schema, data).First();
      throw new Error(`${name} data: ${first ? `${first.path} ${first.message}` : 'invalid'}`);
    }
    const { culture, site } = settings;
    const context: TemplateContext = {
      culture,
      t: translatorFor(site.t, culture),
      shopName: site.cmsName,
      absolute: (path) => absoluteLink(settings.links, settings.appBase, path),
    };
    return layout(parts(data, context), { culture, shopName: site.cmsName });
  };
}

export const mailTemplates: Record<MailTemplate, Render> = {
  accountVerification: template('accountVerification', AccountMailData, accountVerification),
  registrationConfirm: template('registrationConfirm', AccountMailData, registrationConfirm),
  registrationAttempt: template(
    'registrationAttempt',
    RegistrationAttemptData,
    registrationAttempt,
  ),
  passwordReset: template('passwordReset', AccountMailData, passwordReset),
  passwordChanged: template('passwordChanged', AccountMailData, passwordChanged),
  twoFactorChanged: template('twoFactorChanged', TwoFactorMailData, twoFactorChanged),
  orderConfirmation: template('orderConfirmation', OrderMailData, orderConfirmation),
  prepaidLowBalance: template('prepaidLowBalance', PrepaidLowBalanceData, prepaidLowBalance),
  refundRequested: template('refundRequested', RefundMailData, refundRequested),
  refundApproved: template('refundApproved', RefundMailData, refundApproved),
  refundRefused: template('refundRefused', RefundMailData, refundRefused),
  refundRefunded: template('refundRefunded', RefundMailData, refundRefunded),
  cmsFormSubmitted: template('cmsFormSubmitted', CmsFormMailData, cmsFormSubmitted),
};
