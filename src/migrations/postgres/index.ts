import * as migration_20261122_014007_initial from './20261122_014007_initial';
import * as migration_20261123_035857_shell from './20261123_035857_shell';
import * as migration_20261123_054818_content from './20261123_054818_content';
import * as migration_20261123_083003_accounts from './20261123_083003_accounts';
import * as migration_20261123_142822_documents from './20261123_142822_documents';
import * as migration_20261123_195301_enquiries from './20261123_195301_enquiries';
import * as migration_20261123_214644_job_response from './20261123_214644_job_response';
import * as migration_20261123_220825_search_index from './20261123_220825_search_index';
import * as migration_20261125_104856_staff_login_throttle from './20261125_104856_staff_login_throttle';
import * as migration_20261126_022838_imprint from './20261126_022838_imprint';
import * as migration_20261126_054538_storage_prefix from './20261126_054538_storage_prefix';
import * as migration_20261126_070033_document_centre from './20261126_070033_document_centre';
import * as migration_20261126_093823_editors_toolkit from './20261126_093823_editors_toolkit';
import * as migration_20261126_095730_live_preview_autosave from './20261126_095730_live_preview_autosave';
import * as migration_20261127_134006_security_round_3 from './20261127_134006_security_round_3';
import * as migration_20261127_165239_grade_sheets from './20261127_165239_grade_sheets';
import * as migration_20261201_210230_download_log_count from './20261201_210230_download_log_count';
import * as migration_20261202_061554_pages_unlisted from './20261202_061554_pages_unlisted';

export const migrations = [
  {
    up: migration_20261122_014007_initial.up,
    down: migration_20261122_014007_initial.down,
    name: '20261122_014007_initial',
  },
  {
    up: migration_20261123_035857_shell.up,
    down: migration_20261123_035857_shell.down,
    name: '20261123_035857_shell',
  },
  {
    up: migration_20261123_054818_content.up,
    down: migration_20261123_054818_content.down,
    name: '20261123_054818_content',
  },
  {
    up: migration_20261123_083003_accounts.up,
    down: migration_20261123_083003_accounts.down,
    name: '20261123_083003_accounts',
  },
  {
    up: migration_20261123_142822_documents.up,
    down: migration_20261123_142822_documents.down,
    name: '20261123_142822_documents',
  },
  {
    up: migration_20261123_195301_enquiries.up,
    down: migration_20261123_195301_enquiries.down,
    name: '20261123_195301_enquiries',
  },
  {
    up: migration_20261123_214644_job_response.up,
    down: migration_20261123_214644_job_response.down,
    name: '20261123_214644_job_response',
  },
  {
    up: migration_20261123_220825_search_index.up,
    down: migration_20261123_220825_search_index.down,
    name: '20261123_220825_search_index',
  },
  {
    up: migration_20261125_104856_staff_login_throttle.up,
    down: migration_20261125_104856_staff_login_throttle.down,
    name: '20261125_104856_staff_login_throttle',
  },
  {
    up: migration_20261126_022838_imprint.up,
    down: migration_20261126_022838_imprint.down,
    name: '20261126_022838_imprint',
  },
  {
    up: migration_20261126_054538_storage_prefix.up,
    down: migration_20261126_054538_storage_prefix.down,
    name: '20261126_054538_storage_prefix',
  },
  {
    up: migration_20261126_070033_document_centre.up,
    down: migration_20261126_070033_document_centre.down,
    name: '20261126_070033_document_centre',
  },
  {
    up: migration_20261126_093823_editors_toolkit.up,
    down: migration_20261126_093823_editors_toolkit.down,
    name: '20261126_093823_editors_toolkit',
  },
  {
    up: migration_20261126_095730_live_preview_autosave.up,
    down: migration_20261126_095730_live_preview_autosave.down,
    name: '20261126_095730_live_preview_autosave',
  },
  {
    up: migration_20261127_134006_security_round_3.up,
    down: migration_20261127_134006_security_round_3.down,
    name: '20261127_134006_security_round_3',
  },
  {
    up: migration_20261127_165239_grade_sheets.up,
    down: migration_20261127_165239_grade_sheets.down,
    name: '20261127_165239_grade_sheets',
  },
  {
    up: migration_20261201_210230_download_log_count.up,
    down: migration_20261201_210230_download_log_count.down,
    name: '20261201_210230_download_log_count',
  },
  {
    up: migration_20261202_061554_pages_unlisted.up,
    down: migration_20261202_061554_pages_unlisted.down,
    name: '20261202_061554_pages_unlisted'
  },
];
