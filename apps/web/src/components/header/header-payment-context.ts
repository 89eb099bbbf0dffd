'use client';

import { createContext, useContext } from 'react';
import { FULL_HEADER, type HeaderPaymentState } from '@/lib/header/header-payment-state';

/** The header's payment-sensitive parts, decided once per page by the layout's HeaderSlot. */
export const HeaderPaymentContext = createContext<HeaderPaymentState>(FULL_HEADER);

export const useHeaderPaymentState = () => useContext(HeaderPaymentContext);
