import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { functionSignature, parseAbiText, writeFunctions, readFunctions, type AbiCheck } from '~/shared/abi';
import { addressSchema } from '~/shared/schemas/common';
import type { AbiLookup } from '~/shared/schemas/contracts';
import { type AbiInputSource } from '~/shared/schemas/deployments';
import { ApiError } from '~/web/lib/api-client';
import {
  registrationNetworksQuery,
  registrationProductsQuery,
  standardAbisQuery,
  useRegisterContract,
} from './api';

export const steps = ['Network', 'Address', 'ABI', 'Admin functions', 'Review'] as const;

export interface RegistrationDraft {
  networkId: string;
  address: string;
  label: string;
  abiSource: AbiInputSource;
  /** The server's answer to 'Fetch verified ABI' (explorer, then Sourcify). */
  lookup: AbiLookup | null;
  abiText: string;
  standardAbiId: string;
  adminFunctions: string[];
  productMode: 'new' | 'existing';
  productId: string;
  productName: string;
}

const blank: RegistrationDraft = {
  networkId: '',
  address: '',
  label: '',
  abiSource: 'pasted',
  lookup: null,
  abiText: '',
  standardAbiId: '',
  adminFunctions: [],
  productMode: 'new',
  productId: '',
  productName: '',
};

/** Which step owns each server field error (the wizard jumps back to it). */
const fieldStep: Record<string, number> = {
  networkId: 0,
  address: 1,
  label: 1,
  abi: 2,
  abiSource: 2,
  standardAbiId: 2,
  abiName: 2,
  adminFunctions: 3,
  productId: 4,
  newProduct: 4,
};

export function useRegistrationData() {
  const networks = useQuery(registrationNetworksQuery);
  const library = useQuery(standardAbisQuery(false));
  const products = useQuery(registrationProductsQuery);
  return { networks, library, products };
}

/** Form state, per-step checks that match the server's, and the submit with field errors mapped back. */
export function useRegistration(initial: Partial<RegistrationDraft> = {}) {
  const [draft, setDraft] = useState<RegistrationDraft>({ ...blank, ...initial });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const data = useRegistrationData();
  const register = useRegisterContract();

  const abiCheck: AbiCheck | null = useMemo(() => {
    if (draft.abiSource === 'library') {
      const std = data.library.data?.find((s) => s.id === draft.standardAbiId);
      return std ? { ok: true, abi: std.abi } : null;
    }
    if (draft.abiSource === 'fetched') return draft.lookup?.abi ? { ok: true, abi: draft.lookup.abi } : null;
    return draft.abiText.trim() ? parseAbiText(draft.abiText) : null;
  }, [draft.abiSource, draft.abiText, draft.standardAbiId, draft.lookup, data.library.data]);

  const functions = useMemo(() => {
    if (!abiCheck?.ok) return [];
    return [...writeFunctions(abiCheck.abi), ...readFunctions(abiCheck.abi)].map((fn) => ({
      signature: functionSignature(fn),
      mutability: fn.stateMutability,
    }));
  }, [abiCheck]);

  function update(patch: Partial<RegistrationDraft>) {
    // A fetched ABI belongs to one network and address: another of either needs a new fetch.
    const moved = 'networkId' in patch || 'address' in patch;
    setDraft((d) => ({ ...d, ...(moved ? { lookup: null } : {}), ...patch }));
    // A field edited after the server refused it: its message no longer applies.
    setServerErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k === 'abiText' ? 'abi' : k];
      return next;
    });
  }

  /** Client-side checks of one step (the same rules the server applies). */
  function stepErrors(step: number): Record<string, string> {
    const errors: Record<string, string> = {};
    if (step === 0 && !draft.networkId) errors.networkId = 'Choose a network';
    if (step === 1) {
      const r = addressSchema.safeParse(draft.address);
      if (!r.success) errors.address = r.error.issues[0]!.message;
    }
    if (step === 2) {
      if (draft.abiSource === 'library') {
        if (!draft.standardAbiId) errors.standardAbiId = 'Choose an ABI from the library';
      } else if (draft.abiSource === 'fetched') {
        if (!draft.lookup?.found) errors.abi = draft.lookup?.message ?? 'Fetch the verified ABI first';
      } else if (!draft.abiText.trim()) errors.abi = 'Paste or upload the ABI JSON';
      else if (abiCheck && !abiCheck.ok) errors.abi = abiCheck.message;
    }
    if (step === 4) {
      if (draft.productMode === 'existing' && !draft.productId) errors.productId = 'Choose a product';
      if (draft.productMode === 'new' && !draft.productName.trim())
        errors.productName = 'Product name is required';
    }
    return {
      ...errors,
      ...Object.fromEntries(Object.entries(serverErrors).filter(([k]) => (fieldStep[k] ?? 4) === step)),
    };
  }

  type Callbacks = Parameters<typeof register.mutate>[1];
  // The address is registered under another product: the server asks for a confirmation first.
  const [confirmation, setConfirmation] = useState<{ message: string; callbacks: Callbacks } | null>(null);

  function send(confirmOtherProducts: boolean, callbacks: Callbacks) {
    register.mutate(
      {
        networkId: draft.networkId,
        address: draft.address.trim(),
        label: draft.label.trim() || undefined,
        abiSource: draft.abiSource,
        abi: draft.abiSource === 'pasted' || draft.abiSource === 'uploaded' ? draft.abiText : undefined,
        standardAbiId: draft.abiSource === 'library' ? draft.standardAbiId : undefined,
        adminFunctions: draft.adminFunctions,
        ...(draft.productMode === 'existing'
          ? { productId: draft.productId }
          : { newProduct: { name: draft.productName.trim(), isActive: true } }),
        ...(confirmOtherProducts ? { confirmOtherProducts: true } : {}),
      },
      {
        ...callbacks,
        onError: (err, ...rest) => {
          if (err instanceof ApiError && err.code === 'CONFIRMATION_REQUIRED') {
            setConfirmation({ message: err.message, callbacks });
            return;
          }
          if (err instanceof ApiError && err.fields) {
            const fields = { ...err.fields };
            if (fields['newProduct.name']) fields.productName = fields['newProduct.name'];
            setServerErrors(fields);
          }
          callbacks?.onError?.(err, ...rest);
        },
      },
    );
  }

  const submit = {
    isPending: register.isPending,
    mutate: (_: undefined, callbacks: Callbacks) => send(false, callbacks),
    /** Set while the server waits for 'register it here as well?'. */
    confirmation: confirmation && {
      message: confirmation.message,
      accept: () => {
        setConfirmation(null);
        send(true, confirmation.callbacks);
      },
      dismiss: () => setConfirmation(null),
    },
  };

  /** The first step holding a server error, to jump back to it. */
  function firstErrorStep(): number | null {
    const s = Object.keys(serverErrors).map((k) => fieldStep[k] ?? 4);
    return s.length ? Math.min(...s) : null;
  }

  return { draft, update, data, abiCheck, functions, stepErrors, submit, serverErrors, firstErrorStep };
}

export type Registration = ReturnType<typeof useRegistration>;
