import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { RegulatorSection } from '~/domain/records/regulator-model.ts'
import { RegulatorRecords } from './regulator-records.tsx'

const text = (sections: RegulatorSection[]) => renderToStaticMarkup(createElement(RegulatorRecords, { sections })).replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ')
const base = { publisherUrl: 'https://example.gov/', dateLabel: 'data processed', feedDate: '2026-11-01', address: '4559 CHESTNUT RD, ALBUQUERQUE, NM 87110', goneOn: null, surveys: [], penalties: [], measures: null, national: {}, crashes: [] }

describe('CMS inspections and FMCSA safety record sections', () => {
  it('say the star ratings, each deficiency\'s scope and severity in words, corrections, penalties and what left CMS\'s window', () => {
    const page = text([{
      ...base, source: 'cms-nursing-homes', heading: 'CMS inspections', publisher: 'Centers for Medicare & Medicaid Services, Care Compare', id: '325000', name: 'ALBUQUERQUE WALK-IN CLINIC',
      details: { overall_rating: '2', staffing_rating: '3' },
      surveys: [
        { id: 'H:2', on: '2026-02-20', kind: 'Health inspection', deficiencies: [{ code: 'F0600', description: 'Protect each resident from abuse.', scopeSeverity: 'J', correctedOn: '2026-03-01', status: '', goneOn: null }] },
        { id: 'H:1', on: '2023-11-02', kind: 'Health inspection', deficiencies: [{ code: 'F0689', description: 'Free from accident hazards.', scopeSeverity: 'E', correctedOn: null, status: 'Deficient, Provider has plan of correction', goneOn: '2026-11-01' }] },
      ],
      penalties: [{ on: '2025-06-30', kind: 'Fine', amount: 12350.25, description: '', goneOn: null }, { on: '2026-03-05', kind: 'Payment denial', amount: null, description: 'from 2026-03-10 for 30 days', goneOn: null }],
    }])
    expect(page).toContain('CMS inspections')
    expect(page).toContain('Overall: 2 of 5 stars')
    expect(page).toContain('February 20, 2026 · Health inspection · 1 deficiency, 1 with actual harm or worse')
    expect(page).toContain('Scope and severity J: Immediate jeopardy to resident health or safety, isolated (actual harm or worse)')
    expect(page).toContain('Corrected March 1, 2026')
    expect(page).toContain('Scope and severity E: No actual harm, potential for more than minimal harm, pattern Deficient, Provider has plan of correction')
    expect(page).toContain('Not in the files of Centers for Medicare &amp; Medicaid Services, Care Compare since November 1, 2026; kept from earlier files.')
    expect(page).toContain('June 30, 2025 · Fine of $12,350')
    expect(page).toContain('March 5, 2026 · Payment denial from March 10, 2026 for 30 days')
  })

  it('say the USDOT number, the out-of-service rates against the national averages and the crashes', () => {
    const page = text([{
      ...base, source: 'fmcsa', heading: 'FMCSA safety record', publisher: 'Federal Motor Carrier Safety Administration', dateLabel: 'records through', id: '1000001', name: 'ARKANSAS RIVER FREIGHT',
      details: { legal_name: 'ARKANSAS RIVER FREIGHT LLC', nbr_power_unit: '12', driver_total: '14' }, national: { vehicle: 22.26, driver: 6.67 },
      measures: { insp_total: '40', driver_insp_total: '38', driver_oos_insp_total: '5', vehicle_insp_total: '30', vehicle_oos_insp_total: '9', veh_maint_insp_w_viol: '11', veh_maint_measure: '5.87', veh_maint_ac: 'Y' },
      crashes: [{ on: '2024-11-20', report: 'AR2401120', description: 'a vehicle towed away', severity: 'tow-away', goneOn: '2026-10-10' }],
    }])
    expect(page).toContain('USDOT number 1000001')
    expect(page).toContain('ARKANSAS RIVER FREIGHT (ARKANSAS RIVER FREIGHT LLC)')
    expect(page).toContain('12 power units · 14 drivers')
    expect(page).toContain('40 roadside inspections in the past 24 months')
    expect(page).toContain('Vehicle out-of-service rate: 30.0% (national average 22.3%) of 30 vehicle inspections')
    expect(page).toContain('Driver out-of-service rate: 13.2% (national average 6.7%) of 38 driver inspections')
    expect(page).toContain('Vehicle Maintenance: 11 inspections with a violation, measure 5.87 · acute or critical violation found in an investigation')
    expect(page).toContain('November 20, 2024 · a vehicle towed away')
    expect(page).toContain('Not in the files of Federal Motor Carrier Safety Administration since October 10, 2026; kept from earlier files.')
  })
})
