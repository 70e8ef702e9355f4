// libFuzzer target: an upload to the chart server, as `POST /api/submissions?QUERY` takes
// it (the query's name read and cleaned, shown on the page; the body read and verified).
@_spi(Fuzzing) import ChartServer
import FuzzDriver

FuzzDriver.run { UploadChecks.upload($0) }
