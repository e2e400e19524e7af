import * as migration_20261122_014001_initial from './20261122_014001_initial';
import * as migration_20261123_035848_shell from './20261123_035848_shell';
import * as migration_20261123_054804_content from './20261123_054804_content';
import * as migration_20261123_083011_accounts from './20261123_083011_accounts';
import * as migration_20261123_142818_documents from './20261123_142818_documents';
import * as migration_20261123_195249_enquiries from './20261123_195249_enquiries';
import * as migration_20261123_214636_job_response from './20261123_214636_job_response';
import * as migration_20261123_220808_search_index from './20261123_220808_search_index';
import * as migration_20261125_104917_staff_login_throttle from './20261125_104917_staff_login_throttle';
import * as migration_20261126_022832_imprint from './20261126_022832_imprint';
import * as migration_20261126_054547_storage_prefix from './20261126_054547_storage_prefix';
import * as migration_20261126_070015_document_centre from './20261126_070015_document_centre';
import * as migration_20261126_093819_editors_toolkit from './20261126_093819_editors_toolkit';
import * as migration_20261126_095726_live_preview_autosave from './20261126_095726_live_preview_autosave';
import * as migration_20261127_133957_security_round_3 from './20261127_133957_security_round_3';
import * as migration_20261127_165218_grade_sheets from './20261127_165218_grade_sheets';
import * as migration_20261201_210222_download_log_count from './20261201_210222_download_log_count';
import * as migration_20261202_061540_pages_unlisted from './20261202_061540_pages_unlisted';

export const migrations = [
  {
    up: migration_20261122_014001_initial.up,
    down: migration_20261122_014001_initial.down,
    name: '20261122_014001_initial',
  },
  {
    up: migration_20261123_035848_shell.up,
    down: migration_20261123_035848_shell.down,
    name: '20261123_035848_shell',
  },
  {
    up: migration_20261123_054804_content.up,
    down: migration_20261123_054804_content.down,
    name: '20261123_054804_content',
  },
  {
    up: migration_20261123_083011_accounts.up,
    down: migration_20261123_083011_accounts.down,
    name: '20261123_083011_accounts',
  },
  {
    up: migration_20261123_142818_documents.up,
    down: migration_20261123_142818_documents.down,
    name: '20261123_142818_documents',
  },
  {
    up: migration_20261123_195249_enquiries.up,
    down: migration_20261123_195249_enquiries.down,
    name: '20261123_195249_enquiries',
  },
  {
    up: migration_20261123_214636_job_response.up,
    down: migration_20261123_214636_job_response.down,
    name: '20261123_214636_job_response',
  },
  {
    up: migration_20261123_220808_search_index.up,
    down: migration_20261123_220808_search_index.down,
    name: '20261123_220808_search_index',
  },
  {
    up: migration_20261125_104917_staff_login_throttle.up,
    down: migration_20261125_104917_staff_login_throttle.down,
    name: '20261125_104917_staff_login_throttle',
  },
  {
    up: migration_20261126_022832_imprint.up,
    down: migration_20261126_022832_imprint.down,
    name: '20261126_022832_imprint',
  },
  {
    up: migration_20261126_054547_storage_prefix.up,
    down: migration_20261126_054547_storage_prefix.down,
    name: '20261126_054547_storage_prefix',
  },
  {
    up: migration_20261126_070015_document_centre.up,
    down: migration_20261126_070015_document_centre.down,
    name: '20261126_070015_document_centre',
  },
  {
    up: migration_20261126_093819_editors_toolkit.up,
    down: migration_20261126_093819_editors_toolkit.down,
    name: '20261126_093819_editors_toolkit',
  },
  {
    up: migration_20261126_095726_live_preview_autosave.up,
    down: migration_20261126_095726_live_preview_autosave.down,
    name: '20261126_095726_live_preview_autosave',
  },
  {
    up: migration_20261127_133957_security_round_3.up,
    down: migration_20261127_133957_security_round_3.down,
    name: '20261127_133957_security_round_3',
  },
  {
    up: migration_20261127_165218_grade_sheets.up,
    down: migration_20261127_165218_grade_sheets.down,
    name: '20261127_165218_grade_sheets',
  },
  {
    up: migration_20261201_210222_download_log_count.up,
    down: migration_20261201_210222_download_log_count.down,
    name: '20261201_210222_download_log_count',
  },
  {
    up: migration_20261202_061540_pages_unlisted.up,
    down: migration_20261202_061540_pages_unlisted.down,
    name: '20261202_061540_pages_unlisted'
  },
];
