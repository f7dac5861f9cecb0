import { companyTypes, industries, projectStages } from '~/shared/enums';
import { companyTypeLabel, industryLabel, phaseLabel, projectStageLabel } from '~/shared/format';
import { projectPhases } from '~/shared/schemas/projects';
import { FormInput } from '~/web/components/ui/form';
import { NativeSelect } from '~/web/components/ui/native-select';

const choices = {
  industry: { values: industries, label: industryLabel, none: 'Not set' },
  companyType: { values: companyTypes, label: companyTypeLabel, none: 'Not set' },
  projectStage: { values: projectStages, label: projectStageLabel, none: 'Not set' },
  currentPhase: { values: projectPhases, label: phaseLabel, none: null },
} as const;

/** A select of one of the project's coded fields, showing the spec's readable labels. */
export function ProjectSelect({
  name,
  label,
  disabled,
  hint,
}: {
  name: keyof typeof choices;
  label: string;
  disabled?: boolean;
  hint?: string;
}) {
  const { values, label: labelOf, none } = choices[name];
  return (
    <FormInput name={name} label={label} hint={hint}>
      <NativeSelect disabled={disabled}>
        {none !== null && <option value="">{none}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {labelOf(v)}
          </option>
        ))}
      </NativeSelect>
    </FormInput>
  );
}
