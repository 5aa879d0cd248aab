#pragma once

#include "error.h"
#include "importer.h"
#include "priceupdates.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>
#include <memory>

namespace gp {

// One provider's current public price file (a SkyPilot-format vms.csv).
struct PriceSource
{
    QString provider;
    QUrl url;
    ImportFormat format = ImportFormat::SkyPilot;
};

// The list of price files `catalog update` downloads (docs/price-update.md): the built-in list, or the
// user's <AppConfigLocation>/price-sources.json, or a file given with --sources (a mirror).
struct PriceSourceList
{
    QString file;
    QList<PriceSource> sources;
};

QString builtinPriceSourcesPath(); // ":/update/price-sources.json"
QString userPriceSourcesPath();    // <AppConfigLocation>/price-sources.json
QString defaultPriceSourcesPath(); // the user's when it exists, else the built-in one
// Only https, or http to this machine (localhost, 127.0.0.0/8, ::1): a local mirror.
bool priceSourceUrlAllowed(const QUrl& url);
Result<PriceSourceList> parsePriceSources(const QByteArray& data, const QString& file);
Result<PriceSourceList> readPriceSources(const QString& path);

// gpu-planner-fetch, the one program that opens network connections: GP_FETCH_PROGRAM, next to the
// running program, in ../libexec/gpu-planner, or in the build tree. Empty when none is found.
QString fetchProgramPath();

// The steps of the switch to new prices, in order (docs/price-update.md "One transaction"). A process killed
// after any of them leaves the old prices in use, or (after Switched) the new ones, never a mix.
enum class PriceUpdateStep
{
    Locking,             // about to take the folder's update.lock (it may wait for another update's switch)
    Locked,              // the lock is held; what an interrupted update left is removed
    JournalWritten,      // update-pending.json names the files this update will write
    ProviderFileWritten, // one provider's new file is written (index: which one)
    Switched,            // current.json names the new files: the new prices are in use
    Done                 // the journal is removed and the lock released
};

// How long an update waits for another update's switch: 20 s, or GP_UPDATE_LOCK_WAIT_MS milliseconds.
int defaultPriceUpdateLockWaitMs();

struct PriceUpdateOptions
{
    QStringList providers; // only these (of the list); empty: every provider of the list
    int idleTimeoutMs = 30'000;
    int totalTimeoutMs = 600'000;
    qint64 maxBytes = 64LL << 20; // per file
    QString folder;               // priceUpdateFolder() when empty
    QString fetchProgram;         // fetchProgramPath() when empty
    QDate today;                  // QDate::currentDate() when not valid
    // The GPU table downloads are mapped onto: importBaseCatalog().gpus() in both faces.
    QMap<QString, Gpu> knownGpus;
    // How long the switch waits for another update's switch to end (it takes a moment) before failing.
    int lockWaitMs = defaultPriceUpdateLockWaitMs();
    // Called after each step of the switch (tests stop a process there).
    std::function<void(PriceUpdateStep step, int index)> onStep;
};

struct ProviderDownload
{
    enum class State
    {
        Waiting,
        Downloading,
        Downloaded,
        Failed,
        Saved
    };
    QString provider;
    QUrl url;
    State state = State::Waiting;
    qint64 received = 0;
    qint64 total = -1;   // -1: the server did not say
    QDate lastModified;  // the server's Last-Modified; invalid when it gave none or an impossible one
    QString dateProblem; // why the server's date was not taken (a date in the future, or before 2015)
    QString message;     // why it failed, or what was saved
    int offers = 0;
    QString file; // the dated file written
};

enum class PriceUpdateOutcome
{
    Running,
    Updated,
    Failed,
    Cancelled
};

struct PriceFileRead;

// Downloads the price files of a list with gpu-planner-fetch, reads each one as an import would, and,
// only when every file downloaded and imported cleanly, writes one new dated file per provider (never over a
// file that exists) and switches current.json to them in one rename, under the folder's update.lock (the old
// prices stay in use until then; a failure removes what this update wrote). Asynchronous: needs a running
// event loop; the files are read on a worker thread, so a window stays responsive. Both `catalog update` and
// File > Update Prices... use it.
class PriceUpdater
{
public:
    PriceUpdater(PriceSourceList sources, PriceUpdateOptions options);
    ~PriceUpdater();
    PriceUpdater(const PriceUpdater&) = delete;
    PriceUpdater& operator=(const PriceUpdater&) = delete;

    // A Usage error when --provider names a provider the list does not have.
    Result<bool> check() const;

    std::function<void(int index)> onProgress;                  // a download's state or bytes changed
    std::function<void(PriceUpdateOutcome outcome)> onFinished; // once, after start()

    void start();
    void cancel();
    // start() and wait (an event loop of its own); for the command line.
    PriceUpdateOutcome run();

    PriceUpdateOutcome outcome() const { return m_outcome; }
    const QList<ProviderDownload>& downloads() const { return m_downloads; }
    // One line per provider and a closing line that says what changed, in the user's language.
    QStringList summary() const;

private:
    struct Process;
    void onLine(const QString& line);
    void onFetchEnded(bool crashed, int exitCode);
    // Marks the downloads in state `cut` (the step the cancel stopped) as cancelled and finishes.
    void finishCancelled(ProviderDownload::State cut);
    qsizetype failedCount() const;
    void giveUp();
    void importAndSwitch();
    void switchTo(const QList<PriceFileRead>& results);
    // Under the update lock: the new files, then current.json. Empty when switched, else why not.
    QString writeAndSwitch(const QList<PriceFileRead>& results);
    void step(PriceUpdateStep step, int index = -1) const;
    void finish(PriceUpdateOutcome outcome, const QString& closing);

    PriceSourceList m_sources;
    PriceUpdateOptions m_options;
    QList<ProviderDownload> m_downloads;
    std::unique_ptr<Process> m_process;
    PriceUpdateOutcome m_outcome = PriceUpdateOutcome::Running;
    bool m_cancelled = false;
    QString m_offlineHost; // the host no name server could find: the update says "no network connection" once
    QString m_closing;
    // What the update found and did besides its providers (an interrupted update's files).
    QStringList m_notes;
};

QString providerDownloadStateText(ProviderDownload::State state); // translated, for people
// The keys of `catalog update --format json` ("downloading", "updated"; "updated", "failed", "cancelled").
QString providerDownloadStateKey(ProviderDownload::State state);
QString priceUpdateOutcomeKey(PriceUpdateOutcome outcome);

} // namespace gp
