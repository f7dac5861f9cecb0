import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { functionSignature, parseAbiText, writeFunctions, readFunctions, type AbiCheck } from '~/shared/abi';
import type { AbiLookup } from '~/shared/schemas/contracts';
import { setServerErrors, useZodForm } from '~/web/components/ui/form';
import { ApiError } from '~/web/lib/api-client';
import {
  registrationNetworksQuery,
  registrationProductsQuery,
  standardAbisQuery,
  useRegisterContract,
} from './api';
import {
  blankRegistration,
  registrationFormSchema,
  registrationRequest,
  serverFields,
  serverRenames,
  stepOf,
  type RegistrationValues,
} from './registration-schema';

type Name = FieldPath<RegistrationValues>;

/** Checked again, once the form was submitted, when the value they depend on changes. */
const dependents: Partial<Record<Name, Name[]>> = {
  networkId: ['abi'],
  address: ['abi'],
  abiSource: ['abi', 'standardAbiId'],
  productMode: ['productId', 'productName'],
};

export function useRegistrationData() {
  const networks = useQuery(registrationNetworksQuery);
  const library = useQuery(standardAbisQuery(false));
  const products = useQuery(registrationProductsQuery);
  return { networks, library, products };
}

/**
 * The registration form (react-hook-form over `registrationFormSchema`), the ABI it names, and the
 * submit: a server field error lands on its input and `onFieldErrors` gets the first step holding one.
 */
export function useRegistration({ onFieldErrors }: { onFieldErrors?: (step: number) => void } = {}) {
  const form = useZodForm(registrationFormSchema, { defaultValues: blankRegistration });
  const draft = useWatch({ control: form.control }) as RegistrationValues;
  const data = useRegistrationData();
  const register = useRegisterContract();
  const navigate = useNavigate();

  /** Checks `names` again after the form was submitted, as an edited input is. */
  const recheck = (names: Name[]) => {
    if (form.formState.isSubmitted) void form.trigger(names);
  };

  /** Fields edited after the server refused them: the refusals no longer apply. */
  const withdraw = (names: string[]) => {
    const refused = { ...form.getValues('refused') };
    const gone = names.filter((n) => n in refused);
    for (const n of gone) delete refused[n];
    if (!gone.length) return;
    form.setValue('refused', refused);
    form.clearErrors(gone as Name[]);
    recheck(gone as Name[]);
  };

  useEffect(() => {
    let seen = JSON.stringify(form.getValues());
    return form.subscribe({
      formState: { values: true },
      callback: ({ name, type, values }) => {
        const now = JSON.stringify(values);
        // A blur or an input registering: no value changed.
        if (!name || now === seen) return;
        seen = now;
        if (name === 'refused' || name === 'checkedStep') return;
        withdraw(name === 'productName' ? ['productName', 'newProduct'] : [name]);
        if (type !== 'change') return;
        // A fetched ABI belongs to one network and address: another of either needs a new fetch.
        if (name === 'networkId' || name === 'address') form.setValue('lookup', null);
        // Another ABI: the admin functions chosen from the old one no longer apply.
        if (name === 'abiSource' || name === 'abi') form.setValue('adminFunctions', []);
        const more = dependents[name as Name];
        if (more) recheck(more);
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is stable; withdraw and recheck read it
  }, [form]);

  /**
   * A new ABI from outside an input (a library choice, an uploaded file, a fetched answer): the
   * admin functions chosen from the old one no longer apply.
   */
  function abiChanged() {
    form.setValue('adminFunctions', []);
    withdraw(['abi', 'standardAbiId']);
    recheck(['abi', 'standardAbiId']);
  }
  const setAbi = (name: 'standardAbiId' | 'abi', value: string) => {
    form.setValue(name, value);
    abiChanged();
  };
  const setLookup = (lookup: AbiLookup) => {
    form.setValue('lookup', lookup);
    abiChanged();
  };

  const abiCheck: AbiCheck | null = useMemo(() => {
    if (draft.abiSource === 'library') {
      const std = data.library.data?.find((s) => s.id === draft.standardAbiId);
      return std ? { ok: true, abi: std.abi } : null;
    }
    if (draft.abiSource === 'fetched') return draft.lookup?.abi ? { ok: true, abi: draft.lookup.abi } : null;
    return draft.abi.trim() ? parseAbiText(draft.abi) : null;
  }, [draft.abiSource, draft.abi, draft.standardAbiId, draft.lookup, data.library.data]);

  const functions = useMemo(() => {
    if (!abiCheck?.ok) return [];
    return [...writeFunctions(abiCheck.abi), ...readFunctions(abiCheck.abi)].map((fn) => ({
      signature: functionSignature(fn),
      mutability: fn.stateMutability,
    }));
  }, [abiCheck]);

  // The address is registered under another product: the server asks for a confirmation first.
  const [confirmation, setConfirmation] = useState<{ message: string; values: RegistrationValues } | null>(
    null,
  );

  function send(values: RegistrationValues, confirmOtherProducts = false) {
    register.mutate(registrationRequest(values, confirmOtherProducts), {
      onSuccess: (d) => {
        toast.success('Contract registered', { description: `${d.label || d.abiName} on ${d.network.name}` });
        void navigate(`/interfaces/${d.id}`);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'CONFIRMATION_REQUIRED') {
          setConfirmation({ message: err.message, values });
          return;
        }
        const placed = setServerErrors(err, form.setError, serverFields as Name[], serverRenames);
        if (placed.length) {
          // Held until edited, as the server would refuse them again.
          form.setValue(
            'refused',
            Object.fromEntries(
              placed.map((n) => [n, (form.getFieldState(n).error as FieldError | undefined)?.message ?? '']),
            ),
          );
          onFieldErrors?.(Math.min(...placed.map(stepOf)));
        }
        toast.error('Failed to register contract', { description: err.message });
      },
    });
  }

  const submit = {
    isPending: register.isPending,
    send: (values: RegistrationValues) => send(values),
    /** Set while the server waits for 'register it here as well?'. */
    confirmation: confirmation && {
      message: confirmation.message,
      accept: () => {
        setConfirmation(null);
        send(confirmation.values, true);
      },
      dismiss: () => setConfirmation(null),
    },
  };

  return { form, draft, setAbi, setLookup, data, abiCheck, functions, submit };
}

export type Registration = ReturnType<typeof useRegistration>;
