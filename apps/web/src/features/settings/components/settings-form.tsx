import { Controller, useForm, useWatch } from 'react-hook-form';
import { Box, Checkbox, FormControlLabel, Grid, Paper, TextField, Typography } from '@mui/material';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import {
  FOOTER_TEXT_MAX,
  SLA_STATUS_LABELS,
  SLA_STATUSES,
  type CompanySettings,
  type UpdateCompanySettingsRequest,
} from '@lince/contracts/settings';
import { AddressFields, validateAddress } from '../../../components/address-fields.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { COLOR, toRequest, toValues, type SettingsValues } from './settings-values.ts';
import { TextInput } from '../../../components/text-input.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { muiRegister } from '../../../lib/forms.ts';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useSubmit } from '../../../lib/use-submit.ts';

export interface SettingsFormProps {
  settings: CompanySettings;
  onSave: (body: UpdateCompanySettingsRequest) => Promise<void>;
  /** The report branding block's logo editor (kept apart: it saves on its own). */
  logoEditor: React.ReactNode;
}

const sectionTitle = { fontSize: '1.125rem', mb: 2 } as const;

/** Company data, report branding, default SLA days per status and the default track. */
export function SettingsForm({ settings, onSave, logoEditor }: SettingsFormProps) {
  const { control, register, handleSubmit, formState, setValue } = useForm<SettingsValues>({
    defaultValues: toValues(settings),
  });
  const accentColor = useWatch({ control, name: 'accentColor' });
  const footerText = useWatch({ control, name: 'footerText' });
  const submission = useSubmit(async (values: SettingsValues) => onSave(toRequest(values)));
  const { errors } = formState;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(submission.submit)}
      sx={{ display: 'grid', gap: 3 }}
    >
      <Paper variant="outlined" component="section" aria-labelledby="empresa-titulo" sx={{ p: 3 }}>
        <Typography id="empresa-titulo" variant="h2" sx={sectionTitle}>
          Dados da empresa
        </Typography>
        <Grid container spacing={2} sx={{ mb: 2 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <TextInput
              label="Nome da empresa"
              required
              error={!!errors.name}
              helperText={errors.name?.message}
              {...muiRegister(register, 'name', {
                validate: (value) =>
                  String(value).trim().length >= 2 ||
                  'Informe o nome da empresa (pelo menos 2 caracteres).',
                maxLength: { value: 200, message: 'O nome deve ter no máximo 200 caracteres.' },
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TextField
              fullWidth
              label="CNPJ"
              value={formatCnpj(settings.company.cnpj)}
              helperText="O CNPJ não pode ser alterado."
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        </Grid>
        <Controller
          control={control}
          name="address"
          rules={{ validate: (value) => (validateAddress(value) ? 'Endereço incompleto.' : true) }}
          render={({ field, fieldState }) => (
            <AddressFields
              value={field.value}
              onChange={field.onChange}
              errors={fieldState.error ? (validateAddress(field.value) ?? {}) : {}}
            />
          )}
        />
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="marca-titulo" sx={{ p: 3 }}>
        <Typography id="marca-titulo" variant="h2" sx={sectionTitle}>
          Identidade dos relatórios
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          {logoEditor}
          <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <FormTextField
                control={control}
                name="accentColor"
                rules={{
                  validate: (value) =>
                    !value || COLOR.test(value) || 'Use uma cor no formato #RRGGBB.',
                }}
                fullWidth
                label="Cor de destaque"
                placeholder="#444CE7"
                helperText="Formato #RRGGBB. Vazio: a cor padrão."
                slotProps={{
                  htmlInput: { maxLength: 7, spellCheck: false },
                  input: {
                    endAdornment: (
                      <input
                        type="color"
                        aria-label="Escolher a cor de destaque"
                        value={COLOR.test(accentColor) ? accentColor : '#444ce7'}
                        onChange={(event) =>
                          setValue('accentColor', event.target.value.toUpperCase(), {
                            shouldDirty: true,
                            shouldValidate: true,
                          })
                        }
                        style={{
                          width: 36,
                          height: 28,
                          border: 0,
                          padding: 0,
                          background: 'none',
                        }}
                      />
                    ),
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <TextField
                fullWidth
                multiline
                minRows={2}
                label="Texto do rodapé"
                error={!!errors.footerText}
                helperText={
                  errors.footerText?.message ?? `${footerText.length}/${FOOTER_TEXT_MAX} caracteres`
                }
                {...muiRegister(register, 'footerText', {
                  maxLength: {
                    value: FOOTER_TEXT_MAX,
                    message: `O rodapé deve ter no máximo ${FOOTER_TEXT_MAX} caracteres.`,
                  },
                })}
              />
            </Grid>
          </Grid>
        </Box>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="prazos-titulo" sx={{ p: 3 }}>
        <Typography id="prazos-titulo" variant="h2" sx={sectionTitle}>
          Prazos padrão por status
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Dias para cada etapa das novas diligências (de 0 a 365). Deixe vazio para não definir.
        </Typography>
        <Grid container spacing={2}>
          {SLA_STATUSES.map((status) => (
            <Grid key={status} size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                fullWidth
                type="number"
                label={`${SLA_STATUS_LABELS[status]} (dias)`}
                error={!!errors.sla?.[status]}
                helperText={errors.sla?.[status]?.message}
                slotProps={{ htmlInput: { min: 0, max: 365, step: 1, inputMode: 'numeric' } }}
                {...muiRegister(register, `sla.${status}`, {
                  validate: (value) =>
                    value === '' ||
                    (/^\d+$/.test(String(value)) && Number(value) <= 365) ||
                    'Use um número inteiro de 0 a 365.',
                })}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="trilha-titulo" sx={{ p: 3 }}>
        <Typography id="trilha-titulo" variant="h2" sx={sectionTitle}>
          Trilhas
        </Typography>
        <TextField
          select
          fullWidth
          id="trilha-padrao"
          disabled={settings.tracks.length === 0}
          label="Trilha padrão das novas diligências"
          {...register('defaultTrackId')}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-describedby': 'trilha-padrao-nota' },
          }}
          sx={{ maxWidth: 480 }}
        >
          <option value="">—</option>
          {settings.tracks.map((track) => (
            <option key={track._id} value={track._id}>
              {track.name}
            </option>
          ))}
        </TextField>
        {settings.tracks.length === 0 && (
          <Typography id="trilha-padrao-nota" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Nenhuma trilha publicada ainda.
          </Typography>
        )}
        <Controller
          control={control}
          name="requireSecondReviewer"
          render={({ field }) => (
            <FormControlLabel
              sx={{ display: 'flex', mt: 2 }}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label="Exigir revisão por outra pessoa (quem escreve uma versão de trilha não pode aprová-la)"
            />
          )}
        />
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="listas-titulo" sx={{ p: 3 }}>
        <Typography id="listas-titulo" variant="h2" sx={sectionTitle}>
          Listas restritivas
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Na lista da OFAC, que não traz CPF nem CNPJ, uma parte é apontada pelo nome quando a
          semelhança chega a este valor. Vale para as próximas verificações.
        </Typography>
        <TextField
          type="number"
          label="Semelhança mínima de nome (%)"
          sx={{ maxWidth: 320 }}
          fullWidth
          error={!!errors.screeningThreshold}
          helperText={errors.screeningThreshold?.message ?? 'De 50% a 100%; o padrão é 80%.'}
          slotProps={{ htmlInput: { min: 50, max: 100, step: 1, inputMode: 'numeric' } }}
          {...muiRegister(register, 'screeningThreshold', {
            validate: (value) =>
              (/^\d+$/.test(String(value)) && Number(value) >= 50 && Number(value) <= 100) ||
              'Use um número inteiro de 50 a 100.',
          })}
        />
      </Paper>

      {submission.isError && <ErrorAlert>{getApiErrorMessage(submission.error)}</ErrorAlert>}
      <Box>
        <SubmitButton pending={submission.isPending}>Salvar configurações</SubmitButton>
      </Box>
    </Box>
  );
}
