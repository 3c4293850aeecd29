/**
 * logistics/{alias}/rider/{registerPageVariant} (follow-up §2 "Rider page"): phone intake, then
 * register, log in (start the shift) or log out (end it), then success.
 */
import { isRiderPageVariant, type RiderFormValues, type RiderPageVariant, riderMessages } from '@comanda/domain/rider';
import {
  Navigate,
  RiderPage,
  type RiderPageErrors,
  useDocumentTitle,
  useLocation,
  useNavigate,
  useParams,
} from '@comanda/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PageMain } from '../../app/PageMain.tsx';
import { paths } from '../../app/paths.ts';
import { NotFoundPage } from '../../app/RouteError.tsx';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import {
  missingFlowState,
  type RiderAction,
  type RiderFlowState,
  readFlowState,
  riderFormSchema,
} from './rider-flow.ts';
import { useRiderActions } from './useRiderActions.ts';

/** How long the success message stays before a rider who started a shift is taken to the shipments. */
const SUCCESS_REDIRECT_MS = 1500;

export function RiderRoute() {
  const variant = useParams().registerPageVariant;
  const flow = readFlowState(useLocation().state);
  const { alias, contact } = useBranchScope();
  useDocumentTitle(`${riderMessages.pageTitle} · ${contact.name}`);
  if (!isRiderPageVariant(variant)) return <NotFoundPage />;
  if (missingFlowState(variant, flow)) return <Navigate to={paths.riderPage(alias, 'phoneIntake')} replace />;
  return (
    <PageMain>
      <RiderForm key={variant} variant={variant} flow={flow} />
    </PageMain>
  );
}

function RiderForm({ variant, flow }: { readonly variant: RiderPageVariant; readonly flow: RiderFlowState }) {
  const { alias, contact, country, logoUrl } = useBranchScope();
  const navigate = useNavigate();
  const { lookUp, save } = useRiderActions(contact.id);
  const defaultValues: RiderFormValues = variant === 'register' ? { initPhone: flow.phone ?? '' } : {};
  const { handleSubmit, setValue, setError, clearErrors, formState } = useForm<RiderFormValues>({
    // The domain's rule for the variant decides; its first message is the one shown.
    resolver: valibotResolver(riderFormSchema(variant, country)),
    defaultValues,
  });

  useEffect(() => {
    if (variant !== 'success' || flow.action === 'logOut' || !flow.riderId) return;
    const riderId = flow.riderId;
    const timer = setTimeout(
      () => navigate(paths.riderRedirect(alias, riderId), { replace: true }),
      SUCCESS_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [variant, flow.action, flow.riderId, alias, navigate]);

  const submit = async (values: RiderFormValues) => {
    if (variant === 'phoneIntake') {
      const phone = values.initPhone ?? '';
      const found = await lookUp(phone);
      if (!found.ok) return setError('root', { type: 'server', message: found.message });
      const next: RiderFlowState = { phone, ...(found.rider ? { rider: found.rider } : {}) };
      return navigate(paths.riderPage(alias, found.next), { state: next });
    }
    const action: RiderAction = variant === 'register' ? 'register' : variant === 'logIn' ? 'logIn' : 'logOut';
    const saved = await save(action, {
      phone: (variant === 'register' ? values.registerPhone : flow.phone) ?? '',
      securityCode: values.securityCode ?? '',
      ...(values.name ? { name: values.name.trim() } : {}),
      ...(flow.rider ? { rider: { ...flow.rider, phone: flow.phone ?? '' } } : {}),
    });
    if (!saved.ok) return setError(saved.field ?? 'root', { type: 'server', message: saved.message });
    const success: RiderFlowState = { action, riderId: saved.riderId };
    return navigate(paths.riderPage(alias, 'success'), { state: success, replace: true });
  };

  const { errors, isSubmitting } = formState;
  const fieldErrors: RiderPageErrors = {
    ...(errors.initPhone?.message ? { initPhone: errors.initPhone.message } : {}),
    ...(errors.registerPhone?.message ? { registerPhone: errors.registerPhone.message } : {}),
    ...(errors.name?.message ? { name: errors.name.message } : {}),
    ...(errors.securityCode?.message ? { securityCode: errors.securityCode.message } : {}),
  };
  return (
    <RiderPage
      variant={variant}
      branchName={contact.name}
      branchLogoUrl={logoUrl}
      riderName={flow.rider?.name ?? null}
      defaultValues={defaultValues}
      errors={fieldErrors}
      formError={errors.root?.message ?? null}
      successAction={flow.action ?? 'logIn'}
      submitting={isSubmitting}
      onSubmit={(values) => {
        clearErrors();
        for (const [field, value] of Object.entries(values)) setValue(field as keyof RiderFormValues, value);
        void handleSubmit(submit)();
      }}
    />
  );
}
