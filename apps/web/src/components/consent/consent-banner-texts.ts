/** The banner's texts (SPECIFICATION §3), read on the server and handed to the client banner. */
export interface ConsentBannerTexts {
  readonly bannerLabel: string;
  readonly bannerTitle: string;
  readonly privacyPolicyText: string;
  readonly bannerAccept: string;
  readonly bannerReject: string;
  readonly bannerCustomize: string;
}
