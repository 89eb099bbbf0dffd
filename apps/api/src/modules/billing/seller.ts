import type { AppConfig } from '../../config/env-schema';

export interface SellerIdentity {
  legal_name: string;
  address: string;
  siren: string;
  vat_number: string;
  rcs: string;
  share_capital: string;
  email: string;
}

/** The seller printed on every invoice (a copy is kept with the invoice). */
export function sellerIdentity(config: AppConfig): SellerIdentity {
  return {
    legal_name: config.SELLER_LEGAL_NAME,
    address: config.SELLER_ADDRESS,
    siren: config.SELLER_SIREN,
    vat_number: config.SELLER_VAT_NUMBER,
    rcs: config.SELLER_RCS,
    share_capital: config.SELLER_SHARE_CAPITAL,
    email: config.SELLER_CONTACT_EMAIL,
  };
}
