import { getEnv } from './env'
import { buildPayloadConfig } from './config/build-config'

export default buildPayloadConfig(getEnv())
