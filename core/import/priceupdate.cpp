#include "priceupdate.h"

#include "catalogwriter.h"
#include "filelock.h"
#include "filereader.h"
#include "filewriter.h"
#include "importparts.h"
#include "jsonparse.h"
#include "jsonreader.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <atomic>

using namespace Qt::StringLiterals;
using nlohmann::json;

namespace gp {

namespace {

constexpr const char* kSourcesFormat = "gpu-planner-price-sources";
constexpr qint64 kMaxSourcesBytes = 1024 * 1024;

Error firstErrorOr(const IssueList& issues, const QString& file)
{
    return firstError(issues).value_or(
        Error{ErrorCode::Schema,
              file,
              0,
              0,
              {},
              QCoreApplication::translate("PriceUpdate", "not a list of price sources")});
}

QString mib(qint64 bytes)
{
    return QLocale().toString(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

} // namespace

QString builtinPriceSourcesPath()
{
    return u":/update/price-sources.json"_s;
}

QString userPriceSourcesPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + u"/price-sources.json"_s;
}

QString defaultPriceSourcesPath()
{
    const QString user = userPriceSourcesPath();
    return QFileInfo::exists(user) ? user : builtinPriceSourcesPath();
}

bool priceSourceUrlAllowed(const QUrl& url)
{
    if (!url.isValid() || url.host().isEmpty() || !url.userInfo().isEmpty())
        return false;
    if (url.scheme() == u"https"_s)
        return true;
    static const QRegularExpression loopbackV4(u"^127(\\.(25[0-5]|2[0-4]\\d|1?\\d?\\d)){3}$"_s);
    const QString host = url.host();
    return url.scheme() == u"http"_s &&
           (host == u"localhost"_s || host == u"::1"_s || loopbackV4.match(host).hasMatch());
}

Result<PriceSourceList> parsePriceSources(const QByteArray& data, const QString& file)
{
    IssueList issues;
    const std::optional<json> root = parseJsonObjectInto(data, file, issues);
    if (!root)
        return firstErrorOr(issues, file);
    PriceSourceList list;
    list.file = file;
    ObjectReader top(*root, QString(), file, issues);
    const std::optional<QString> format = top.string("format", Need::Required);
    if (format && *format != QLatin1StringView(kSourcesFormat))
        top.error(top.pathOf("format"), QCoreApplication::translate("PriceUpdate", "expected \"%1\"")
                                            .arg(QLatin1StringView(kSourcesFormat)));
    top.integer("version", Need::Required, 1, 1);
    top.string("description", Need::Optional);
    const json* sources = top.member("sources");
    if (!sources) {
        top.missing("sources",
                    QCoreApplication::translate("PriceUpdate", "an array of {provider, url, format}"));
    } else if (!sources->is_array() || sources->empty()) {
        top.error(top.pathOf("sources"),
                  QCoreApplication::translate("PriceUpdate",
                                              "expected a non-empty array of {provider, url, format}"));
    } else {
        const QString arrayPath = top.pathOf("sources");
        for (qsizetype i = 0; i < qsizetype(sources->size()); ++i) {
            const json& entry = (*sources)[std::size_t(i)];
            if (!entry.is_object()) {
                top.error(jsonPathIndex(arrayPath, i),
                          QCoreApplication::translate("PriceUpdate", "expected an object, got %1")
                              .arg(jsonTypeName(entry)));
                continue;
            }
            ObjectReader r(entry, arrayPath, i, file, issues);
            PriceSource s;
            s.provider = r.string("provider", Need::Required).value_or(QString());
            if (!s.provider.isEmpty() && !importing::isKnownProvider(s.provider))
                r.error(
                    r.pathOf("provider"),
                    QCoreApplication::translate("PriceUpdate", "unknown provider \"%1\"").arg(s.provider));
            for (const PriceSource& other : std::as_const(list.sources)) {
                if (!s.provider.isEmpty() && other.provider == s.provider)
                    r.error(
                        r.pathOf("provider"),
                        QCoreApplication::translate("PriceUpdate", "\"%1\" appears twice").arg(s.provider),
                        ErrorCode::Duplicate);
            }
            const QString url = r.string("url", Need::Required).value_or(QString());
            s.url = QUrl(url, QUrl::StrictMode);
            if (!url.isEmpty() && !priceSourceUrlAllowed(s.url))
                r.error(r.pathOf("url"),
                        QCoreApplication::translate(
                            "PriceUpdate",
                            "\"%1\" is not an https:// address (http:// is accepted only for this machine)")
                            .arg(url));
            const QString formatKey = r.string("format", Need::Optional).value_or(u"skypilot"_s);
            if (formatKey != u"skypilot"_s)
                r.error(r.pathOf("format"),
                        QCoreApplication::translate("PriceUpdate",
                                                    "only \"skypilot\" files can be downloaded, got \"%1\"")
                            .arg(formatKey));
            if (r.errors() == 0)
                list.sources << s;
        }
    }
    if (top.errors() > 0 || countErrors(issues) > 0)
        return firstErrorOr(issues, file);
    return list;
}

Result<PriceSourceList> readPriceSources(const QString& path)
{
    const Result<QByteArray> bytes = readFileCapped(
        path, kMaxSourcesBytes, QCoreApplication::translate("PriceUpdate", "price source lists"));
    if (!bytes)
        return bytes.error();
    return parsePriceSources(bytes.value(), path);
}

int defaultPriceUpdateLockWaitMs()
{
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("GP_UPDATE_LOCK_WAIT_MS", &ok);
    return ok && ms >= 0 ? ms : 20'000;
}

QString fetchProgramPath()
{
    if (qEnvironmentVariableIsSet("GP_FETCH_PROGRAM"))
        return qEnvironmentVariable("GP_FETCH_PROGRAM");
    const QString dir = QCoreApplication::applicationDirPath();
    // Relative to the program only: a path compiled in would let a copied or installed program run whatever
    // another user puts there.
    const QStringList candidates{dir + u"/gpu-planner-fetch"_s,
                                 dir + u"/../libexec/gpu-planner/gpu-planner-fetch"_s};
    for (const QString& c : candidates) {
        const QFileInfo info(c);
        if (info.isFile() && info.isExecutable())
            return info.absoluteFilePath();
    }
    return {};
}

QString providerDownloadStateKey(ProviderDownload::State s)
{
    switch (s) {
    case ProviderDownload::State::Waiting:
        return u"waiting"_s;
    case ProviderDownload::State::Downloading:
        return u"downloading"_s;
    case ProviderDownload::State::Downloaded:
        return u"downloaded"_s;
    case ProviderDownload::State::Failed:
        return u"failed"_s;
    case ProviderDownload::State::Saved:
        return u"updated"_s;
    }
    return {};
}

QString priceUpdateOutcomeKey(PriceUpdateOutcome o)
{
    switch (o) {
    case PriceUpdateOutcome::Running:
        return u"running"_s;
    case PriceUpdateOutcome::Updated:
        return u"updated"_s;
    case PriceUpdateOutcome::Failed:
        return u"failed"_s;
    case PriceUpdateOutcome::Cancelled:
        return u"cancelled"_s;
    }
    return {};
}

QString providerDownloadStateText(ProviderDownload::State state)
{
    switch (state) {
    case ProviderDownload::State::Waiting:
        return QCoreApplication::translate("PriceUpdate", "waiting");
    case ProviderDownload::State::Downloading:
        return QCoreApplication::translate("PriceUpdate", "downloading");
    case ProviderDownload::State::Downloaded:
        return QCoreApplication::translate("PriceUpdate", "downloaded");
    case ProviderDownload::State::Failed:
        return QCoreApplication::translate("PriceUpdate", "failed");
    case ProviderDownload::State::Saved:
        return QCoreApplication::translate("PriceUpdate", "updated");
    }
    return {};
}

struct PriceUpdater::Process
{
    QProcess process;
    QTemporaryDir staging{QDir::tempPath() + u"/gpu-planner-update-XXXXXX"_s};
    QByteArray pending;
    QTimer killTimer;
    // Reads the downloaded files off the caller's thread (a large file takes a moment).
    std::unique_ptr<QThread> reader;
    std::atomic<bool> stopReading{false};
};

// What reading one downloaded file gave: the catalog file to store, or why it cannot be used.
struct PriceFileRead
{
    QString problem;
    int offers = 0;
    QByteArray out;
};

namespace {
const QDate EarliestPriceDate(2015, 1, 1); // before the public price lists the updates read

// The date of a download's prices: the server's Last-Modified, else the day of the update (then undated).
QDate pricesDate(const ProviderDownload& d, const QDate& today)
{
    return d.lastModified.isValid() ? d.lastModified : today;
}

// Reads every downloaded file as an import would (on a worker thread); stops early when `stop` is set.
QList<PriceFileRead> readDownloads(const QList<ProviderDownload>& downloads, const QString& staging,
                                   const PriceUpdateOptions& options, const std::atomic<bool>& stop)
{
    QList<PriceFileRead> results;
    for (int i = 0; i < downloads.size() && !stop; ++i) {
        const ProviderDownload& d = downloads[i];
        PriceFileRead r;
        const Result<QByteArray> bytes =
            readFileCapped(QDir(staging).filePath(u"%1.csv"_s.arg(i)), options.maxBytes,
                           QCoreApplication::translate("PriceUpdate", "downloads"));
        if (!bytes) {
            r.problem = bytes.error().message;
            results << r;
            continue;
        }
        ImportOptions o;
        o.provider = d.provider;
        o.asOf = pricesDate(d, options.today);
        o.asOfIsRetrieval = !d.lastModified.isValid();
        o.displayPath = d.url.toDisplayString();
        o.progress = [&stop](qint64, qint64) { return !stop; };
        const Result<ImportResult> imported =
            importCatalog(bytes.value(), ImportFormat::SkyPilot, o, options.knownGpus);
        if (stop)
            break;
        if (!imported) {
            r.problem = QCoreApplication::translate("PriceUpdate", "not a SkyPilot-format price file: %1")
                            .arg(imported.error().toString());
        } else if (imported.value().report.nothingImported()) {
            r.problem =
                QCoreApplication::translate(
                    "PriceUpdate", "no GPU offers in it (rows read: %1); not a SkyPilot-format price file?")
                    .arg(imported.value().report.rowsRead);
        } else {
            r.out = importedCatalogJson(imported.value());
            const CatalogFragment back = CatalogLoader::loadData(r.out, d.provider);
            if (countErrors(back.issues) > 0) {
                r.problem = QCoreApplication::translate("PriceUpdate", "the prices could not be stored: %1")
                                .arg(firstErrorOr(back.issues, {}).toString());
                r.out.clear();
            } else {
                r.offers = imported.value().report.offersImported;
            }
        }
        results << r;
    }
    return results;
}
} // namespace

PriceUpdater::PriceUpdater(PriceSourceList sources, PriceUpdateOptions options)
    : m_sources(std::move(sources)), m_options(std::move(options))
{
    if (m_options.folder.isEmpty())
        m_options.folder = priceUpdateFolder();
    if (!m_options.today.isValid())
        m_options.today = QDate::currentDate();
    for (const PriceSource& s : std::as_const(m_sources.sources)) {
        if (m_options.providers.isEmpty() || m_options.providers.contains(s.provider)) {
            ProviderDownload d;
            d.provider = s.provider;
            d.url = s.url;
            m_downloads << d;
        }
    }
}

PriceUpdater::~PriceUpdater()
{
    if (m_process && m_process->reader) {
        m_process->stopReading = true;
        m_process->reader->wait();
    }
    if (m_process && m_process->process.state() != QProcess::NotRunning) {
        m_process->process.disconnect();
        m_process->process.kill();
        m_process->process.waitForFinished(2000);
    }
}

Result<bool> PriceUpdater::check() const
{
    QStringList have;
    for (const PriceSource& s : m_sources.sources)
        have << s.provider;
    for (const QString& p : m_options.providers) {
        if (!have.contains(p))
            return Error{ErrorCode::Usage,
                         m_sources.file,
                         0,
                         0,
                         {},
                         QCoreApplication::translate("PriceUpdate",
                                                     "no price source for provider \"%1\"; the list has %2")
                             .arg(p, have.join(u", "_s))};
    }
    return true;
}

void PriceUpdater::start()
{
    if (m_downloads.isEmpty()) {
        finish(PriceUpdateOutcome::Failed,
               QCoreApplication::translate("PriceUpdate",
                                           "Nothing to update: the list of price sources is empty."));
        return;
    }
    const QString program = m_options.fetchProgram.isEmpty() ? fetchProgramPath() : m_options.fetchProgram;
    if (program.isEmpty()) {
        finish(
            PriceUpdateOutcome::Failed,
            QCoreApplication::translate(
                "PriceUpdate",
                "Cannot download: the program gpu-planner-fetch is not installed next to this one. Nothing "
                "changed."));
        return;
    }
    m_process = std::make_unique<Process>();
    if (!m_process->staging.isValid()) {
        finish(PriceUpdateOutcome::Failed,
               QCoreApplication::translate("PriceUpdate",
                                           "Cannot make a folder for the downloads: %1. Nothing changed.")
                   .arg(m_process->staging.errorString()));
        return;
    }
    QStringList args{u"--idle-timeout-ms"_s,  QString::number(m_options.idleTimeoutMs),
                     u"--total-timeout-ms"_s, QString::number(m_options.totalTimeoutMs),
                     u"--max-bytes"_s,        QString::number(m_options.maxBytes)};
    for (int i = 0; i < m_downloads.size(); ++i) {
        args << m_downloads[i].url.toString(QUrl::FullyEncoded)
             << m_process->staging.filePath(u"%1.csv"_s.arg(i));
        m_downloads[i].state = ProviderDownload::State::Downloading;
    }
    QProcess& p = m_process->process;
    p.setProcessChannelMode(QProcess::SeparateChannels);
    // Its stdout is the protocol; what it says on stderr (Qt's own warnings) is not read, so it must not
    // fill a pipe and stall it.
    p.setStandardErrorFile(QProcess::nullDevice());
    QObject::connect(&p, &QProcess::readyReadStandardOutput, &p, [this] {
        m_process->pending += m_process->process.readAllStandardOutput();
        qsizetype nl;
        while ((nl = m_process->pending.indexOf('\n')) >= 0) {
            onLine(QString::fromUtf8(m_process->pending.left(nl)));
            m_process->pending.remove(0, nl + 1);
        }
    });
    QObject::connect(&p, &QProcess::finished, &p, [this](int exitCode, QProcess::ExitStatus status) {
        m_process->killTimer.stop();
        onFetchEnded(status == QProcess::CrashExit, exitCode);
    });
    QObject::connect(&p, &QProcess::errorOccurred, &p, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        for (ProviderDownload& d : m_downloads)
            d.state = ProviderDownload::State::Waiting;
        finish(
            PriceUpdateOutcome::Failed,
            QCoreApplication::translate("PriceUpdate", "Cannot start gpu-planner-fetch: %1. Nothing changed.")
                .arg(m_process->process.errorString()));
    });
    m_process->killTimer.setSingleShot(true);
    QObject::connect(&m_process->killTimer, &QTimer::timeout, &p, [this] { m_process->process.kill(); });
    for (int i = 0; i < m_downloads.size(); ++i) {
        if (onProgress)
            onProgress(i);
    }
    p.start(program, args);
}

void PriceUpdater::cancel()
{
    if (m_outcome != PriceUpdateOutcome::Running || !m_process)
        return;
    m_cancelled = true;
    m_process->stopReading = true; // the reading step ends at its next check and reports the cancel
    if (m_process->process.state() != QProcess::NotRunning) {
        m_process->process.terminate();
        m_process->killTimer.start(2000);
    }
}

PriceUpdateOutcome PriceUpdater::run()
{
    QEventLoop loop;
    const auto previous = onFinished;
    onFinished = [&](PriceUpdateOutcome o) {
        if (previous)
            previous(o);
        loop.quit();
    };
    start();
    if (m_outcome == PriceUpdateOutcome::Running)
        loop.exec();
    onFinished = previous;
    return m_outcome;
}

void PriceUpdater::onLine(const QString& line)
{
    const QStringList f = line.split(u'\t');
    bool ok = false;
    const int i = f.value(1).toInt(&ok);
    if (!ok || i < 0 || i >= m_downloads.size())
        return;
    ProviderDownload& d = m_downloads[i];
    if (f[0] == u"start"_s) {
        d.total = f.value(2).toLongLong();
    } else if (f[0] == u"progress"_s) {
        d.received = f.value(2).toLongLong();
        d.total = f.value(3).toLongLong();
    } else if (f[0] == u"done"_s) {
        d.received = f.value(2).toLongLong();
        d.state = ProviderDownload::State::Downloaded;
        const QDate served = QDateTime::fromString(f.value(3), Qt::ISODate).date();
        // A Last-Modified in the future (9999-12-31 would make prices that never go stale) or before any of
        // these price lists existed is not a date of prices: the download is dated by the day of the update.
        if (served.isValid() && (served > m_options.today.addDays(1) || served < EarliestPriceDate)) {
            d.dateProblem = QCoreApplication::translate(
                                "PriceUpdate", "the server's date %1 is impossible; taken as undated")
                                .arg(served.toString(Qt::ISODate));
        } else {
            d.lastModified = served;
        }
    } else if (f[0] == u"failed"_s) {
        const QString code = f.value(2);
        const QString detail = f.mid(3).join(u' ');
        d.state = ProviderDownload::State::Failed;
        if (code == u"offline"_s) {
            d.message = QCoreApplication::translate("PriceUpdate", "no network connection (%1 not found)")
                            .arg(detail);
            if (m_offlineHost.isEmpty())
                m_offlineHost = detail;
        } else if (code == u"stopped"_s)
            d.message = QCoreApplication::translate("PriceUpdate", "not downloaded: no network connection");
        else if (code == u"http"_s)
            d.message = QCoreApplication::translate("PriceUpdate", "the server answered %1").arg(detail);
        else if (code == u"timeout"_s)
            d.message = QCoreApplication::translate("PriceUpdate", "timed out (%1)").arg(detail);
        else if (code == u"too-large"_s)
            d.message = QCoreApplication::translate("PriceUpdate", "larger than the limit of %1 MiB (%2)")
                            .arg(mib(m_options.maxBytes), detail);
        else if (code == u"truncated"_s)
            d.message =
                QCoreApplication::translate("PriceUpdate", "the download ended early: %1").arg(detail);
        else if (code == u"url"_s || code == u"decompress"_s)
            d.message = QCoreApplication::translate("PriceUpdate", "refused: %1").arg(detail);
        else if (code == u"write"_s)
            d.message =
                QCoreApplication::translate("PriceUpdate", "cannot write the download: %1").arg(detail);
        else
            d.message = QCoreApplication::translate("PriceUpdate", "cannot download: %1").arg(detail);
    } else {
        return;
    }
    if (onProgress)
        onProgress(i);
}

void PriceUpdater::onFetchEnded(bool crashed, int exitCode)
{
    if (m_outcome != PriceUpdateOutcome::Running)
        return;
    if (m_cancelled) {
        finishCancelled(ProviderDownload::State::Downloading);
        return;
    }
    for (int i = 0; i < m_downloads.size(); ++i) {
        ProviderDownload& d = m_downloads[i];
        if (d.state == ProviderDownload::State::Downloading) {
            d.state = ProviderDownload::State::Failed;
            d.message =
                crashed
                    ? QCoreApplication::translate("PriceUpdate", "the download program stopped unexpectedly")
                    : QCoreApplication::translate("PriceUpdate", "the download program ended (exit code %1)")
                          .arg(exitCode);
            if (onProgress)
                onProgress(i);
        }
    }
    importAndSwitch();
}

void PriceUpdater::finishCancelled(ProviderDownload::State cut)
{
    for (int i = 0; i < m_downloads.size(); ++i) {
        if (m_downloads[i].state == cut) {
            m_downloads[i].state = ProviderDownload::State::Failed;
            m_downloads[i].message = QCoreApplication::translate("PriceUpdate", "cancelled");
            if (onProgress)
                onProgress(i);
        }
    }
    finish(PriceUpdateOutcome::Cancelled,
           QCoreApplication::translate("PriceUpdate", "Cancelled. The prices in use are unchanged."));
}

qsizetype PriceUpdater::failedCount() const
{
    return std::count_if(m_downloads.cbegin(), m_downloads.cend(), [](const ProviderDownload& d) {
        return d.state == ProviderDownload::State::Failed;
    });
}

void PriceUpdater::giveUp()
{
    if (!m_offlineHost.isEmpty()) {
        finish(PriceUpdateOutcome::Failed,
               QCoreApplication::translate("PriceUpdate",
                                           "No network connection: %1 could not be found, so no download was "
                                           "tried further. Nothing changed: the prices in use stay as they "
                                           "were.")
                   .arg(m_offlineHost));
        return;
    }
    finish(PriceUpdateOutcome::Failed,
           QCoreApplication::translate(
               "PriceUpdate",
               "Files that could not be used: %1. Nothing changed: the prices in use stay as they were.")
               .arg(failedCount()));
}

void PriceUpdater::importAndSwitch()
{
    if (failedCount() > 0) {
        giveUp();
        return;
    }
    // Every file is read, on a worker thread, before anything is written.
    for (int i = 0; i < m_downloads.size(); ++i) {
        m_downloads[i].message = QCoreApplication::translate("PriceUpdate", "reading the file");
        if (onProgress)
            onProgress(i);
    }
    auto results = std::make_shared<QList<PriceFileRead>>();
    m_process->reader.reset(QThread::create(
        [results, downloads = m_downloads, staging = m_process->staging.path(), options = m_options,
         stop = &m_process->stopReading] { *results = readDownloads(downloads, staging, options, *stop); }));
    QObject::connect(m_process->reader.get(), &QThread::finished, &m_process->process,
                     [this, results] { switchTo(*results); });
    m_process->reader->start();
}

void PriceUpdater::switchTo(const QList<PriceFileRead>& results)
{
    if (m_outcome != PriceUpdateOutcome::Running)
        return;
    if (m_cancelled) {
        finishCancelled(ProviderDownload::State::Downloaded);
        return;
    }
    QList<PriceFileRead> outputs;
    for (int i = 0; i < m_downloads.size(); ++i) {
        ProviderDownload& d = m_downloads[i];
        const PriceFileRead r = results.value(i);
        d.message.clear();
        if (!r.problem.isEmpty()) {
            d.state = ProviderDownload::State::Failed;
            d.message = r.problem;
        } else {
            d.offers = r.offers;
            outputs << r;
        }
        if (onProgress)
            onProgress(i);
    }
    if (failedCount() > 0) {
        giveUp();
        return;
    }
    if (const QString failed = writeAndSwitch(outputs); !failed.isEmpty()) {
        finish(PriceUpdateOutcome::Failed,
               QCoreApplication::translate("PriceUpdate",
                                           "%1. Nothing changed: the prices in use stay as they were.")
                   .arg(failed));
        return;
    }
    int offers = 0;
    for (int i = 0; i < m_downloads.size(); ++i) {
        ProviderDownload& d = m_downloads[i];
        d.state = ProviderDownload::State::Saved;
        d.message = (d.lastModified.isValid()
                         ? QCoreApplication::translate("PriceUpdate", "offers: %1, as of %2")
                         : QCoreApplication::translate("PriceUpdate", "offers: %1, undated (retrieved %2)"))
                        .arg(d.offers)
                        .arg(pricesDate(d, m_options.today).toString(Qt::ISODate));
        if (!d.dateProblem.isEmpty())
            d.message += u"; "_s + d.dateProblem;
        offers += d.offers;
        if (onProgress)
            onProgress(i);
    }
    finish(
        PriceUpdateOutcome::Updated,
        QCoreApplication::translate("PriceUpdate", "Prices updated. Providers: %1; offers: %2; saved in %3.")
            .arg(m_downloads.size())
            .arg(offers)
            .arg(QDir::toNativeSeparators(m_options.folder)));
}

void PriceUpdater::step(PriceUpdateStep step, int index) const
{
    if (m_options.onStep)
        m_options.onStep(step, index);
}

namespace {

// The name of a provider's new file: the day's, or the next free -N of it. Under the update lock, so no other
// update picks the same one; a file that exists (the one in use, an older one) is never written over.
QString freshFileName(const QString& folder, const QString& provider, const QDate& date)
{
    const QString base = provider + u'/' + date.toString(Qt::ISODate);
    for (int n = 1; n < 1000; ++n) {
        const QString name = n == 1 ? base + u".json"_s : u"%1-%2.json"_s.arg(base).arg(n);
        if (!QFileInfo::exists(folder + u'/' + name))
            return name;
    }
    return {};
}

// The files of `files` that exist and could not be removed.
QStringList removeFiles(const QString& folder, const QStringList& files)
{
    QStringList notRemoved;
    for (const QString& f : files) {
        const QString path = folder + u'/' + f;
        if (QFileInfo::exists(path) && !QFile::remove(path))
            notRemoved << f;
    }
    return notRemoved;
}

// Under the update lock: removes what an update killed half-way left (the files its pending list names that
// current.json does not) and that list. What it did, for the summary; empty when there was nothing.
QString recoverInterruptedUpdate(const QString& folder, const PriceUpdateManifest& manifest)
{
    const QString journalPath = priceUpdateJournalPath(folder);
    const Result<PriceUpdateJournal> left = readPriceUpdateJournal(folder);
    if (!left) {
        QFile::remove(journalPath);
        return QCoreApplication::translate("PriceUpdate",
                                           "An earlier update's list of files was unreadable (%1); it was "
                                           "removed, and its files kept.")
            .arg(left.error().toString());
    }
    if (!QFileInfo::exists(journalPath))
        return {};
    const QList<QString> inUse = manifest.current.values();
    QStringList unfinished;
    for (const QString& f : left.value().files) {
        if (!inUse.contains(f) && QFileInfo::exists(folder + u'/' + f))
            unfinished << f;
    }
    const QStringList notRemoved = removeFiles(folder, unfinished);
    QFile::remove(journalPath);
    if (unfinished.isEmpty())
        return {};
    QString note = QCoreApplication::translate(
                       "PriceUpdate", "An earlier update (started %1) stopped before it switched: the "
                                      "prices in use were never changed by it, and its unfinished "
                                      "files were removed: %2.")
                       .arg(left.value().startedAt.isEmpty() ? u"?"_s : left.value().startedAt,
                            unfinished.join(u", "_s));
    if (!notRemoved.isEmpty())
        note +=
            u' ' +
            QCoreApplication::translate("PriceUpdate", "Could not remove: %1.").arg(notRemoved.join(u", "_s));
    return note;
}

} // namespace

QString PriceUpdater::writeAndSwitch(const QList<PriceFileRead>& results)
{
    const QString& folder = m_options.folder;
    if (const Result<bool> made = ensureFolder(folder); !made)
        return made.error().toString();
    // One switch at a time: a second update waits for the first one's switch (a moment), then reads the
    // current.json that one wrote, so neither loses the other's providers.
    step(PriceUpdateStep::Locking);
    const FileLockAttempt lock = filelock::acquire(priceUpdateLockPath(folder), m_options.lockWaitMs);
    if (!lock.lock) {
        const QString lockName = QDir::toNativeSeparators(priceUpdateLockPath(folder));
        return lock.error == QLockFile::LockFailedError
                   ? QCoreApplication::translate("PriceUpdate",
                                                 "%1: another price update is switching its prices (%2) and "
                                                 "did not finish within %3 s")
                         .arg(lockName, lock.holder.isEmpty() ? u"?"_s : lock.holder)
                         .arg(m_options.lockWaitMs / 1000)
                   : filelock::cannotCreateMessage(priceUpdateLockPath(folder), lockName);
    }
    // A damaged list is replaced: it named nothing that could be loaded.
    const Result<PriceUpdateManifest> before = readPriceUpdateManifest(folder);
    PriceUpdateManifest manifest = before ? before.value() : PriceUpdateManifest{};
    if (const QString recovered = recoverInterruptedUpdate(folder, manifest); !recovered.isEmpty())
        m_notes << recovered;
    step(PriceUpdateStep::Locked);

    PriceUpdateJournal journal;
    journal.startedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (ProviderDownload& d : m_downloads) {
        d.file = freshFileName(folder, d.provider, m_options.today);
        if (d.file.isEmpty())
            return QCoreApplication::translate("PriceUpdate", "%1: a thousand updates of %2 on one day")
                .arg(QDir::toNativeSeparators(folder), m_options.today.toString(Qt::ISODate));
        journal.files << d.file;
    }
    if (const Result<bool> written =
            writeFileSafely(priceUpdateJournalPath(folder), priceUpdateJournalJson(journal));
        !written)
        return written.error().toString();
    step(PriceUpdateStep::JournalWritten);

    // Each provider's new file; a failure removes those already written, so nothing of this update stays.
    const auto undo = [&](const QString& why) {
        const QStringList notRemoved = removeFiles(folder, journal.files);
        if (notRemoved.isEmpty())
            QFile::remove(priceUpdateJournalPath(folder)); // else the next update removes them
        for (ProviderDownload& d : m_downloads)
            d.file.clear();
        return notRemoved.isEmpty()
                   ? why
                   : why + u"; "_s +
                         QCoreApplication::translate("PriceUpdate",
                                                     "unused files left for the next update to remove: %1")
                             .arg(notRemoved.join(u", "_s));
    };
    for (int i = 0; i < m_downloads.size(); ++i) {
        ProviderDownload& d = m_downloads[i];
        const QString path = folder + u'/' + d.file;
        Result<bool> written = ensureFolder(QFileInfo(path).absolutePath());
        if (written)
            written = writeFileSafely(path, results[i].out);
        if (!written) {
            d.state = ProviderDownload::State::Failed;
            d.message = written.error().toString();
            if (onProgress)
                onProgress(i);
            return undo(QCoreApplication::translate("PriceUpdate", "%1 could not be saved").arg(d.provider));
        }
        step(PriceUpdateStep::ProviderFileWritten, i);
    }

    // The switch: one rename of current.json.
    for (const ProviderDownload& d : std::as_const(m_downloads))
        manifest.current.insert(d.provider, d.file);
    manifest.updatedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (const Result<bool> switched =
            writeFileSafely(priceUpdateManifestPath(folder), priceUpdateManifestJson(manifest));
        !switched)
        return undo(switched.error().toString());
    step(PriceUpdateStep::Switched);
    QFile::remove(priceUpdateJournalPath(folder));
    step(PriceUpdateStep::Done);
    return {};
}

void PriceUpdater::finish(PriceUpdateOutcome outcome, const QString& closing)
{
    if (m_outcome != PriceUpdateOutcome::Running)
        return;
    m_outcome = outcome;
    m_closing = closing;
    if (onFinished)
        onFinished(outcome);
}

QStringList PriceUpdater::summary() const
{
    QStringList out;
    for (const ProviderDownload& d : m_downloads) {
        out << u"%1: %2%3"_s.arg(d.provider, providerDownloadStateText(d.state),
                                 d.message.isEmpty() ? QString() : u": "_s + d.message);
    }
    out << m_notes;
    if (!m_closing.isEmpty())
        out << m_closing;
    return out;
}

} // namespace gp
