import 'server-only'

import { crc32 } from 'node:zlib'

/**
 * A streaming ZIP writer for stored (uncompressed) entries: documents are PDFs and office files,
 * already compressed, so deflating them again costs CPU and saves little. Each entry's header
 * goes out at once, its bytes follow as they are read (CRC-32 by Node's native zlib.crc32), and
 * a data descriptor closes it, so the archive starts before the last file is read and memory
 * stays at one read buffer. No ZIP64: the archive caps keep it below 4 GiB and 65,535 entries
 * (docs/decisions/0010-download-area.md).
 */
export type ZipSource =
  | { name: string; modified: Date; data: Buffer }
  | {
      name: string
      modified: Date
      /** The entry's bytes, opened just before they are written. */
      open: () => AsyncIterable<unknown>
      before?: () => Promise<void>
    }

const MAX_ZIP32 = 0xffffffff
const FLAG_DATA_DESCRIPTOR = 0x0008
const FLAG_UTF8 = 0x0800

function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107)
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  }
}

type Written = {
  name: Buffer
  crc: number
  size: number
  offset: number
  time: number
  date: number
}

function localHeader(entry: Omit<Written, 'crc' | 'size' | 'offset'>): Buffer {
  const header = Buffer.alloc(30)
  header.writeUInt32LE(0x04034b50, 0)
  header.writeUInt16LE(20, 4) // version needed: 2.0
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 6)
  header.writeUInt16LE(0, 8) // stored
  header.writeUInt16LE(entry.time, 10)
  header.writeUInt16LE(entry.date, 12)
  // CRC-32 and sizes follow in the data descriptor.
  header.writeUInt16LE(entry.name.length, 26)
  header.writeUInt16LE(0, 28)
  return Buffer.concat([header, entry.name])
}

function dataDescriptor(entry: Written): Buffer {
  const descriptor = Buffer.alloc(16)
  descriptor.writeUInt32LE(0x08074b50, 0)
  descriptor.writeUInt32LE(entry.crc, 4)
  descriptor.writeUInt32LE(entry.size, 8)
  descriptor.writeUInt32LE(entry.size, 12)
  return descriptor
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46)
  header.writeUInt32LE(0x02014b50, 0)
  header.writeUInt16LE((3 << 8) | 20, 4) // made by: Unix, 2.0
  header.writeUInt16LE(20, 6)
  header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 8)
  header.writeUInt16LE(0, 10)
  header.writeUInt16LE(entry.time, 12)
  header.writeUInt16LE(entry.date, 14)
  header.writeUInt32LE(entry.crc, 16)
  header.writeUInt32LE(entry.size, 20)
  header.writeUInt32LE(entry.size, 24)
  header.writeUInt16LE(entry.name.length, 28)
  header.writeUInt32LE((0o100644 << 16) >>> 0, 38) // a regular file, rw-r--r--
  header.writeUInt32LE(entry.offset, 42)
  return Buffer.concat([header, entry.name])
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(count, 8)
  end.writeUInt16LE(count, 10)
  end.writeUInt32LE(size, 12)
  end.writeUInt32LE(offset, 16)
  return end
}

/** The archive's bytes, in order. `before` of a file entry runs just before it is read. */
export async function* zipStream(sources: Iterable<ZipSource>): AsyncGenerator<Buffer> {
  const written: Written[] = []
  let offset = 0
  const emit = (buffer: Buffer) => {
    offset += buffer.length
    return buffer
  }
  for (const source of sources) {
    if (written.length >= 0xffff) throw new Error('ZIP: too many entries')
    if ('open' in source && source.before) await source.before()
    const entry = { name: Buffer.from(source.name, 'utf8'), ...dosDateTime(source.modified) }
    const start = offset
    yield emit(localHeader(entry))
    let crc = 0
    let size = 0
    if ('data' in source) {
      crc = crc32(source.data)
      size = source.data.length
      yield emit(source.data)
    } else {
      for await (const chunk of source.open()) {
        const bytes = chunk as Buffer
        crc = crc32(bytes, crc)
        size += bytes.length
        yield emit(bytes)
      }
    }
    const done: Written = { ...entry, crc, size, offset: start }
    if (offset > MAX_ZIP32) throw new Error('ZIP: archive larger than 4 GiB')
    written.push(done)
    yield emit(dataDescriptor(done))
  }
  const centralStart = offset
  const central = Buffer.concat(written.map(centralHeader))
  if (centralStart + central.length > MAX_ZIP32) throw new Error('ZIP: archive larger than 4 GiB')
  yield central
  yield endOfCentralDirectory(written.length, central.length, centralStart)
}

/** A web stream of an async generator, pulled as the client reads (backpressure). */
export function toWebStream(chunks: AsyncGenerator<Buffer>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next()
        if (next.done) controller.close()
        else
          controller.enqueue(
            new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.length),
          )
      } catch (error) {
        controller.error(error)
      }
    },
    async cancel() {
      await chunks.return(undefined)
    },
  })
}
