import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { fileFields, type FileField } from '~/shared/application-files';
import { applicationSchema, stepOfField } from '~/shared/schemas/applications';
import { clearDraft, DRAFT_KEY, DRAFT_SAVE_DELAY_MS, readDraft, writeDraft } from './draft';
import { blankValues, stepCount, stepFields, type ApplyFieldName, type ApplyValues } from './fields';
import {
  limitText,
  toastMissingRequired,
  toastSubmitFailure,
  toastSubmitted,
  toastValidation,
} from './notify';
import {
  attemptKeys,
  submitApplication,
  SubmissionError,
  type ApplicationFiles,
  type SubmitOptions,
} from './submit';

/**
 * The same form for another purpose (an applicant's changes after a request): its own values, its
 * own sending, no browser draft.
 */
export interface ApplyFormMode {
  initialValues: ApplyValues;
  /** Sends the form; fails with SubmissionError as submitApplication does. */
  send: (values: ApplyValues, files: ApplicationFiles, options: SubmitOptions) => Promise<unknown>;
  onSent: () => void;
}

// The schema's input types are looser than the form's all-string values; messages come from it.
const resolver = zodResolver(applicationSchema) as unknown as Resolver<ApplyValues>;
const noFiles: Record<FileField, File | null> = {
  companyLogo: null,
  companyDocuments: null,
  whitepaper: null,
};
const isFileField = (name: string): name is FileField => name in fileFields;

/** Fields of a step in screen order, files after the text fields of step 1. */
const orderedNames = (step: number): string[] => [
  ...(stepFields[step]?.map((f) => f.name) ?? []),
  ...(step === 0 ? Object.keys(fileFields) : []),
];

/**
 * The six-step form's state: values in react-hook-form (validated per step by the shared schema),
 * files beside it, the open step, the draft autosave and the submission.
 */
export function useApplyForm(mode?: ApplyFormMode) {
  const drafts = !mode;
  const form = useForm<ApplyValues>({
    defaultValues: mode?.initialValues ?? blankValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [step, setStep] = useState(0);
  const [files, setFiles] = useState(noFiles);
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileField, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [retryNote, setRetryNote] = useState<string | null>(null);
  /** Over the submission limit: the wait stays on screen after the toast has gone. */
  const [limitNote, setLimitNote] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  /** After a successful application: the address its confirmation went to, until the visitor acts. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** What to focus once the step on screen changes: a field name, or the step heading. */
  const pendingFocus = useRef<string | 'heading' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef(step);
  /**
   * Set at once when a submit starts: `submitting` only disables the button after a render, and a
   * second click or Enter before that would send the application again under a new key.
   */
  const inFlight = useRef(false);
  /** One Idempotency-Key per application, kept across presses of Submit until it is stored. */
  const keys = useRef(attemptKeys());

  // The saved draft lives in this browser only, so the server draws the blank form (/apply is
  // server-rendered, docs/decisions/0021) and the draft is put in before the hydrated form is
  // first painted. Text the visitor typed before hydration is handed over afterwards (boot.ts),
  // so it wins over the draft for the fields it touched.
  useLayoutEffect(() => {
    if (!drafts) return;
    const draft = readDraft();
    if (!draft) return;
    form.reset(draft.values);
    setStep(draft.step);
    setRestored(true);
  }, [form, drafts]);

  // Draft autosave (debounced), flushed when the page is hidden or closed.
  useEffect(() => {
    let timer: number | undefined;
    const save = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (drafts) writeDraft({ values: form.getValues(), step: stepRef.current });
    };
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        // An edited field drops its error (spec section 2); it is checked again on Next or Submit.
        if (!name || type !== 'change') return;
        form.clearErrors(name as ApplyFieldName);
        setSentTo(null);
        // Only the visitor's own edits are saved: a tab that merely opened never overwrites a draft.
        window.clearTimeout(timer);
        timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
      },
    });
    const flush = () => timer !== undefined && save();
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      unsubscribe();
      window.removeEventListener('pagehide', flush);
    };
  }, [form, drafts]);

  const focusTarget = useCallback(
    (target: string) => {
      if (target === 'heading') headingRef.current?.focus();
      else if (isFileField(target)) document.getElementById(`apply-${target}`)?.focus();
      else form.setFocus(target as ApplyFieldName);
    },
    [form],
  );

  // Another tab of this browser saved the draft (or submitted it): this tab takes that draft, so
  // its next edit cannot write its older values over the other tab's work. Taking it writes
  // nothing back, or the other tab would hear its own draft again while typing.
  const fromOtherTab = useRef(false);
  useEffect(() => {
    if (!drafts) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key !== DRAFT_KEY && e.key !== null) return;
      const draft = readDraft();
      form.reset(draft?.values ?? blankValues);
      const nextStep = draft?.step ?? 0;
      if (nextStep !== stepRef.current) {
        fromOtherTab.current = true;
        setStep(nextStep);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [form, drafts]);

  // The open step is part of the draft: saved when it changes (opening the form changes nothing).
  const opened = useRef(false);
  useEffect(() => {
    stepRef.current = step;
    if (drafts && opened.current && !fromOtherTab.current) writeDraft({ values: form.getValues(), step });
    fromOtherTab.current = false;
    opened.current = true;
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target) focusTarget(target);
  }, [step, form, focusTarget, drafts]);

  const goTo = useCallback((next: number, focus: string | 'heading' = 'heading') => {
    pendingFocus.current = focus;
    setStep(next);
  }, []);

  const firstErrorOn = (target: number, names: Set<string>) => orderedNames(target).find((n) => names.has(n));

  /**
   * The fields among `names` that hold an error now. Read from the form's own state, not from
   * `form.formState`: that is the snapshot of the last render, and a Next pressed right after
   * hydration (held by boot.ts and replayed) comes before the render that follows validation.
   */
  const invalidAmong = (names: readonly string[]) =>
    new Set(names.filter((n) => form.getFieldState(n as ApplyFieldName).error));

  /** Opens the first step (1 to 6) with an error and focuses its first invalid field. */
  const openFirstError = (names: Set<string>) => {
    if (names.size === 0) return;
    const target = Math.min(...[...names].map((n) => (isFileField(n) ? 0 : (stepOfField[n] ?? 0))));
    const field = firstErrorOn(target, names) ?? 'heading';
    if (target === stepRef.current) focusTarget(field);
    else goTo(target, field);
  };

  const next = async () => {
    const names = stepFields[step]!.map((f) => f.name);
    if (!(await form.trigger(names))) {
      openFirstError(invalidAmong(names));
      return;
    }
    if (step < stepCount - 1) goTo(step + 1);
  };

  const previous = () => {
    if (step > 0 && !submitting) goTo(step - 1);
  };

  const setFile = (field: FileField, file: File | null, error?: string) => {
    setFiles((f) => ({ ...f, [field]: file }));
    setFileErrors((e) => ({ ...e, [field]: error }));
  };

  const showServerFields = (fields: Record<string, string>) => {
    const names = new Set<string>();
    for (const [name, message] of Object.entries(fields)) {
      if (isFileField(name)) {
        setFiles((f) => ({ ...f, [name]: null }));
        setFileErrors((e) => ({ ...e, [name]: message }));
      } else if (name in blankValues) {
        form.setError(name as ApplyFieldName, { type: 'server', message });
      } else continue;
      names.add(name);
    }
    if (names.size > 0) openFirstError(names);
  };

  /** An empty form on the first step, the saved draft gone (also after a successful submit). */
  const startOver = () => {
    clearDraft();
    form.reset(blankValues);
    setFiles(noFiles);
    setFileErrors({});
    setRestored(false);
    goTo(0);
  };

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submitOnce();
    } finally {
      inFlight.current = false;
    }
  };

  const submitOnce = async () => {
    const valid = await form.trigger();
    const errorNames = invalidAmong(Object.keys(blankValues));
    const values = form.getValues();
    if (!values.projectName.trim() || !values.contactName.trim() || !values.contactEmail.trim()) {
      toastMissingRequired();
      if (errorNames.size > 0) openFirstError(errorNames);
      return;
    }
    if (!valid) {
      toastValidation(errorNames.size);
      openFirstError(errorNames);
      return;
    }
    setSubmitting(true);
    setLimitNote(null);
    try {
      const key = keys.current.keyFor(values, files);
      const options: SubmitOptions = {
        newKey: () => key,
        onRetry: ({ error, delayMs }) =>
          setRetryNote(`${error.title}: trying again in ${Math.round(delayMs / 1000)} s...`),
      };
      if (mode) {
        await mode.send(values, files as ApplicationFiles, options);
        keys.current.stored();
        mode.onSent();
        return;
      }
      await submitApplication(values, files as ApplicationFiles, options);
      keys.current.stored();
      startOver();
      setSentTo(values.contactEmail.trim());
      toastSubmitted();
    } catch (err) {
      toastSubmitFailure(err);
      if (err instanceof SubmissionError && err.error.category === 'rate_limit') {
        setLimitNote(limitText(err.retryAfterSeconds));
      }
      if (err instanceof SubmissionError && err.fields) showServerFields(err.fields);
    } finally {
      setSubmitting(false);
      setRetryNote(null);
    }
  };

  return {
    form,
    step,
    files,
    fileErrors,
    submitting,
    retryNote,
    limitNote,
    restored,
    sentTo,
    dismissSent: () => setSentTo(null),
    headingRef,
    next,
    previous,
    submit,
    setFile,
    startOver,
    dismissRestored: () => setRestored(false),
  };
}
